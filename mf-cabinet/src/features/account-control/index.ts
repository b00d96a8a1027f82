export { AccountControl } from './ui/account-control';
export { $accountDeleted, accountLeft, deletionTexts } from './model';
