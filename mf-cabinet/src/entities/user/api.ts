import { apiClient } from '@microloans/platform';
import {
  toProfileSavePayload,
  type CodeSentDto,
  type EmailVerifiedDto,
  type ProfileSaveInput,
  type SendEmailCodeRequest,
  type UserProfileAnswerDto,
  type VerifyEmailRequest,
} from '@microloans/shared-contracts/api';

/** The cabinet's own calls on the account (SPEC §7 `/user/*`); the profile itself the session loads. */
export const userApi = {
  /** Sends the writable fields; an empty string or null clears the field (sent as null, ids dropped). */
  saveProfile: (profile: ProfileSaveInput): Promise<UserProfileAnswerDto> =>
    apiClient
      .put<UserProfileAnswerDto>('/user/profile', toProfileSavePayload(profile), { keepEmptyValues: true, silent: true })
      .then((r) => r.data),
  /** Deletes the user, their leads and tokens (204). */
  deleteProfile: (): Promise<void> => apiClient.delete('/user/profile').then(() => undefined),
  sendEmailCode: (body: SendEmailCodeRequest): Promise<CodeSentDto> =>
    apiClient.post<CodeSentDto>('/user/email/send-code', body, { silent: true }).then((r) => r.data),
  verifyEmail: (body: VerifyEmailRequest): Promise<EmailVerifiedDto> =>
    apiClient.post<EmailVerifiedDto>('/user/email/verify', body, { silent: true }).then((r) => r.data),
};
