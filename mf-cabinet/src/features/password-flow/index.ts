export { recovery, registration } from './model';
export type { PasswordFlow, PasswordFlowStage } from './model';
export { PasswordFlowSteps } from './ui/password-flow-steps';
