export { recovery, registration } from './model';
export type { PasswordFlow, PasswordFlowStage } from './model';
export { PasswordFlowCard } from './ui/password-flow-card';
