export { $codePhone, codeRequested, leadPhoneCode, phoneRejected, phoneVerified, verificationCancelled } from './model';
