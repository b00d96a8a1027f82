import { sample } from 'effector';
import type { TokenPair, Violation } from '@microloans/platform';
import { createCodeRequest } from '@microloans/shared-features/phone-code';

/**
 * The application's phone confirmed by code (SPEC §4, §8; purpose `lead_form`): the product's one
 * phone code (`shared-features/phone-code`: sending, the resend lock counted down, the SPEC §8
 * texts); the right code signs the borrower in as the phone's owner.
 */
export const leadPhoneCode = createCodeRequest('lead_form');

/** Send a code to this phone (any format; 11 digits are sent). */
export const codeRequested = leadPhoneCode.requested;
/** The borrower wants to correct the number: back to the phone field. */
export const verificationCancelled = leadPhoneCode.cancelled;
/** The phone the code was sent to; null while the phone field is being filled. */
export const $codePhone = leadPhoneCode.$target;

/** The code was right: the borrower is signed in as this phone's owner. */
export const phoneVerified = leadPhoneCode.verified.map(({ target, answer }): { phone: string; tokens: TokenPair } => ({ phone: target, tokens: answer }));

/** The server refused the number (422 on phone): the form marks its phone field with the server's words. */
export const phoneRejected = leadPhoneCode.$errors.updates.filterMap(({ phone }): Violation | undefined => (phone === null ? undefined : { propertyPath: 'phone', message: phone }));

// A number refused once its code was asked (as it is checked): back to the phone field.
sample({ clock: phoneRejected, source: $codePhone, filter: (phone) => phone !== null, target: verificationCancelled });
