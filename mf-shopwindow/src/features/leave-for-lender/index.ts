export { LeaveForLenderButton, leaveForLenderTexts } from './ui/leave-for-lender-button';
export type { LeaveForLenderButtonProps } from './ui/leave-for-lender-button';
