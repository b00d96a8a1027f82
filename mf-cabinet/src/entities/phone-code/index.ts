export { createCodeCheck, createCodeRequest } from './model';
export type { CodeCheck, CodeCheckOptions, CodeRequest, CodeRequestErrors } from './model';
export { CodeStep } from './ui/code-step';
export type { CodeStepProps } from './ui/code-step';
export { PhoneStep } from './ui/phone-step';
export type { PhoneStepProps } from './ui/phone-step';
