// The code's forms, apart from its model: a model's importer does not bring the form kit.
export { CodeStep, preloadCodeStep } from './lazy-code-step';
export type { CodeStepProps } from './code-step';
export { PhoneStep } from './phone-step';
export type { PhoneStepProps } from './phone-step';
