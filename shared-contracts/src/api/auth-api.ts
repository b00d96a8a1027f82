import { apiClient, type TokenPair } from '@microloans/platform';
import type {
  ActivatedDto,
  ActivateRequest,
  CodeSentDto,
  LoginRequest,
  SendPhoneCodeRequest,
  SignInByPhoneRequest,
} from './dto';

/** SPEC §7: POST /auth/phone/send-code, /auth/phone, /auth/login, /auth/activate (token calls live in client.ts). */
export const authApi = {
  sendPhoneCode: (body: SendPhoneCodeRequest): Promise<CodeSentDto> =>
    apiClient.post<CodeSentDto>('/auth/phone/send-code', body, { silent: true }).then((r) => r.data),
  signInByPhone: (body: SignInByPhoneRequest): Promise<TokenPair> =>
    apiClient.post<TokenPair>('/auth/phone', body, { silent: true }).then((r) => r.data),
  login: (body: LoginRequest): Promise<TokenPair> =>
    apiClient.post<TokenPair>('/auth/login', body, { silent: true }).then((r) => r.data),
  activate: (body: ActivateRequest): Promise<ActivatedDto> =>
    apiClient.post<ActivatedDto>('/auth/activate', body, { silent: true }).then((r) => r.data),
};
