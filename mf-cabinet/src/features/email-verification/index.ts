export { Contacts } from './ui/contacts';
export { emailTexts, needsVerification } from './model';
