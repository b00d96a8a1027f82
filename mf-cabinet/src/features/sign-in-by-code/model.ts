import { createCodeRequest } from '@microloans/shared-features/phone-code';

/**
 * Sign-in by a one-time code. The code is asked with the `account_recovery` purpose (SPEC §4): it
 * is the purpose for a phone that must already have an account, so a phone with none is told so
 * (and offered registration) instead of being signed up silently, as `lead_form` would.
 */
export const codeSignIn = createCodeRequest('account_recovery');

