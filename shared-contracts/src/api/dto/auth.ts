/** Sign-in DTOs of SPEC §7 (`/auth/*`). Token answers are `TokenPair` (tokens.ts). */
export type Role = 'ROLE_ANONYM' | 'ROLE_USER' | 'ROLE_ADMIN';

/** SPEC §4: what a phone code is sent for. */
export type PhoneCodePurpose = 'lead_form' | 'account_recovery' | 'account_registration';

export type SendPhoneCodeRequest = { phone: string; action: PhoneCodePurpose };

/** A phone or email code request: `sent: false` while the resend lock of `lockTtl` seconds runs. */
export type CodeSentDto = { sent: boolean; lockTtl: number };

export type SignInByPhoneRequest = { phone: string; code: string; refHash?: string };

export type LoginRequest = { phone: string; password: string };

export type ActivateRequest = { password: string; repeatPassword: string };

export type ActivatedDto = { activated: true };
