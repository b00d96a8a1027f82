export { SignInForm } from './ui/sign-in-form';
export { normalizePhone } from './lib';
