import { apiClient } from './client';
import type {
  CodeSentDto,
  CreditScoreDto,
  EmailVerifiedDto,
  ProfileSaveInput,
  SendEmailCodeRequest,
  SpeedUpDataDto,
  UserProfileAnswerDto,
  VerifyEmailRequest,
} from './dto';
import { toProfileSavePayload } from './profile-save-payload';

/** SPEC §7: GET/PUT/DELETE /user/profile, /user/email/send-code, /user/email/verify, /user/speedUpData, /user/credit-score. */
export const userApi = {
  getProfile: (): Promise<UserProfileAnswerDto> =>
    apiClient.get<UserProfileAnswerDto>('/user/profile').then((r) => r.data),
  /** Sends the writable fields; an empty string or null clears the field (sent as null, never dropped). */
  saveProfile: (profile: ProfileSaveInput): Promise<UserProfileAnswerDto> =>
    apiClient
      .put<UserProfileAnswerDto>('/user/profile', toProfileSavePayload(profile), { keepEmptyValues: true })
      .then((r) => r.data),
  /** Deletes the user, their leads and tokens (204). */
  deleteProfile: (): Promise<void> => apiClient.delete('/user/profile').then(() => undefined),
  sendEmailCode: (body: SendEmailCodeRequest): Promise<CodeSentDto> =>
    apiClient.post<CodeSentDto>('/user/email/send-code', body, { silent: true }).then((r) => r.data),
  verifyEmail: (body: VerifyEmailRequest): Promise<EmailVerifiedDto> =>
    apiClient.post<EmailVerifiedDto>('/user/email/verify', body, { silent: true }).then((r) => r.data),
  getSpeedUpData: (): Promise<SpeedUpDataDto> => apiClient.get<SpeedUpDataDto>('/user/speedUpData').then((r) => r.data),
  getCreditScore: (): Promise<CreditScoreDto> => apiClient.get<CreditScoreDto>('/user/credit-score').then((r) => r.data),
};
