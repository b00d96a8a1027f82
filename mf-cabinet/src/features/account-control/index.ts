export { AccountControl } from './ui/account-control';
export { $accountDeleted, deletionTexts, profileClosed } from './model';
