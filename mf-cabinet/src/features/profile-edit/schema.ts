import * as yup from 'yup';
import {
  addressTextRule,
  birthdayRule,
  educationOptions,
  fmsCodeRule,
  incomeRule,
  innRule,
  passportRule,
  pastDateRule,
  plainText,
  selectRule,
  snilsRule,
  validationMessages,
  whenFilled,
  workFieldOptions,
  workPhoneRule,
} from '@microloans/shared-contracts/validation';

/**
 * The profile's rules (SPEC §5): the name is needed; every other field may stay empty, but once
 * typed it follows the same rule as in the application.
 */
export const profileSchema = yup.object({
  lastName: plainText().required(validationMessages.required),
  firstName: plainText().required(validationMessages.required),
  middleName: plainText(),
  birthday: whenFilled(birthdayRule()),
  gender: yup.string().oneOf(['male', 'female']).required(validationMessages.required),
  passportData: whenFilled(passportRule()),
  passportDate: whenFilled(pastDateRule()),
  passportIssued: plainText(),
  passportFmsCode: fmsCodeRule({ optional: true }),
  birthPlace: plainText(),
  snilsNumber: whenFilled(snilsRule()),
  inn: whenFilled(innRule()),
  registrationFullAddress: addressTextRule(),
  actualFullAddress: addressTextRule(),
  education: whenFilled(selectRule(educationOptions.map((option) => option.value))),
  workField: whenFilled(selectRule(workFieldOptions.map((option) => option.value))),
  companyName: plainText(),
  jobTitle: plainText(),
  totalIncome: whenFilled(incomeRule()),
  workPhone: workPhoneRule({ optional: true }),
});
