export { SignInForm } from './ui/sign-in-form';
export { normalizePhone, safeReturnPath } from './lib';
