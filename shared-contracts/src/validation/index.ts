export { ageOn, borrowerAge, isBorrowerAge, parseShownDate, sentDateFormat, shownDateFormat, toSentDate, toShownDate } from './dates';
export { digitsOnly, formatPhone, formatSnils, formatWorkPhone, inputMasks } from './masks';
export { validationMessages } from './messages';
export {
  addressCharacters,
  addressPartsComplete,
  addressTextRule,
  agreementRule,
  birthdayRule,
  emailRule,
  fioRule,
  fmsCodePattern,
  fmsCodeRule,
  forbiddenCharacters,
  incomeRule,
  innRule,
  passportRule,
  passwordRepeatRule,
  passwordRule,
  pastDateRule,
  phoneRule,
  plainText,
  selectRule,
  snilsRule,
  whenFilled,
  workPhoneRule,
} from './rules';
export type { AddressParts, MaskedRuleOptions } from './rules';
export { educationOptions, workFieldOptions } from './options';
export type { SelectOption } from './options';
export { blogCommentMessages, blogCommentRules } from './blog-comment';
