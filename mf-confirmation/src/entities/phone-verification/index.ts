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
export { phoneCodeTexts } from './texts';
