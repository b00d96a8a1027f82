export {
  $codeAsked,
  $codeError,
  $codeNotSent,
  $codePhone,
  $resendSecondsLeft,
  $sending,
  $verifying,
  codeRequested,
  codeResendClicked,
  codeSubmitted,
  phoneRejected,
  phoneVerified,
  sendCodeFx,
  verificationCancelled,
  verifyCodeFx,
} from './model';
export { PhoneCode } from './ui/phone-code';
export { phoneCodeTexts } from './texts';
