export { createPasswordSetter, passwordTexts } from './model';
export type { PasswordSetter, PasswordSetterOptions } from './model';
export { NewPasswordStep } from './ui/new-password-step';
export type { NewPasswordStepProps } from './ui/new-password-step';
