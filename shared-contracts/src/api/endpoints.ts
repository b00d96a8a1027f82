import { apiClient } from './client';
import type { LoginRequest, UserProfileDto } from './dto';
import type { TokenPair } from './tokens';

/** One typed function per call of SPEC §7. */
export const authApi = {
  login: (body: LoginRequest) =>
    apiClient.post<TokenPair>('/auth/login', body, { silent: true }).then((r) => r.data),
};

export const userApi = {
  getProfile: () => apiClient.get<UserProfileDto>('/user/profile').then((r) => r.data),
};
