export { passwordFlowTexts, recovery, registration } from './model';
export type { PasswordFlow, PasswordFlowStage } from './model';
export { NewPasswordStep } from './ui/new-password-step';
export { PasswordFlowSteps } from './ui/password-flow-steps';
