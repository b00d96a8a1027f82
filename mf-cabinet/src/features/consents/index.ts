export { Consents } from './ui/consents';
export { consentTexts } from './model';
