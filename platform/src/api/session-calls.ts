import { apiClient } from './client';
import type { LoyaltySettingsDto, UserProfileAnswerDto } from './dto';

/** The calls the session makes itself: the signed-in borrower's profile and loyalty flag. */
export const sessionCalls = {
  getProfile: (): Promise<UserProfileAnswerDto> => apiClient.get<UserProfileAnswerDto>('/user/profile').then((r) => r.data),
  getLoyaltySettings: (): Promise<LoyaltySettingsDto> =>
    apiClient.get<LoyaltySettingsDto>('/loyalty/settings').then((r) => r.data),
};
