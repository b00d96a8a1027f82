import dayjs, { type Dayjs } from 'dayjs';
import * as yup from 'yup';
import {
  addressPartsComplete,
  addressTextRule,
  agreementRule,
  birthdayRule,
  educationOptions,
  emailRule,
  fioRule,
  fmsCodeRule,
  incomeRule,
  passportRule,
  passwordRepeatRule,
  passwordRule,
  pastDateRule,
  phoneRule,
  plainText,
  selectRule,
  snilsRule,
  validationMessages as m,
  workFieldOptions,
  workPhoneRule,
} from '@microloans/shared-contracts/validation';
import type { AddressDetailsDto } from '@microloans/shared-contracts/api';
import { lastStep, type StepIndex } from './steps';
import type { ApplicationFormValues, ApplicationValues } from './values';

/** What the schemas read besides the values (react-hook-form passes it as the resolver context). */
export type SchemaContext = {
  /** The account is not activated: the flagged step asks for a password. */
  needsPassword: boolean;
};

type Clock = () => Dayjs;

const addressDetails = yup.mixed<AddressDetailsDto>().nullable().default(null);

/**
 * A full address (SPEC §5): required here, only the allowed characters, and, as it is picked from
 * the suggestions, with region or locality, city and house number. `partsField` holds the parts.
 */
const addressRule = (partsField: 'registrationAddress' | 'actualAddress') =>
  addressTextRule()
    .required(m.required)
    .test('parts', m.addressParts, function check(value) {
      if (!value) return true;
      const parts = (this.parent as Partial<ApplicationValues>)[partsField];
      return Boolean(parts) && addressPartsComplete(parts ?? {});
    });

const contactsSchema = (today: Clock) =>
  yup.object({
    fio: fioRule(),
    birthday: birthdayRule(today),
    phone: phoneRule(),
    email: emailRule(),
    privacyAgreement: agreementRule(),
    mailingAgreement: agreementRule(),
  });

const passwordSchema = {
  password: yup.string().default('').when('$needsPassword', {
    is: true,
    then: () => passwordRule(),
  }),
  repeatPassword: yup.string().default('').when('$needsPassword', {
    is: true,
    then: () => passwordRepeatRule(),
  }),
};

const passportSchema = (today: Clock) =>
  yup.object({
    passportData: passportRule(),
    passportDate: pastDateRule(today),
    passportFmsCode: fmsCodeRule(),
    passportIssued: plainText().required(m.required),
    birthPlace: plainText().required(m.required),
    snilsNumber: snilsRule(),
    registrationFullAddress: addressRule('registrationAddress'),
    registrationAddress: addressDetails,
    userAnotherRegistrationRegion: yup.boolean().default(false),
    actualFullAddress: yup
      .string()
      .default('')
      .when('userAnotherRegistrationRegion', { is: true, then: () => addressRule('actualAddress') }),
    actualAddress: addressDetails,
    ...passwordSchema,
  });

const activitySchema = () =>
  yup.object({
    education: selectRule(educationOptions.map((option) => option.value)),
    workField: selectRule(workFieldOptions.map((option) => option.value)),
    totalIncome: incomeRule(),
    companyName: plainText(),
    jobTitle: plainText(),
    workPhone: workPhoneRule({ optional: true }),
  });

/** The rules of one step (SPEC §5); `today` is injectable so age limits are testable. */
export function stepSchema(step: StepIndex, today: Clock = () => dayjs()): yup.ObjectSchema<yup.AnyObject> {
  if (step === 0) return contactsSchema(today);
  if (step === 1) return passportSchema(today);
  return activitySchema();
}

/**
 * Where a resumed application continues (SPEC §4): the first step whose rules the values do not
 * meet (a missing required field), or the last step when every step is complete.
 */
export function firstIncompleteStep(values: ApplicationValues, today: Clock = () => dayjs()): StepIndex {
  const form: ApplicationFormValues = { ...values, password: '', repeatPassword: '' };
  const context: SchemaContext = { needsPassword: false };
  for (const step of [0, 1, 2] as const) {
    if (!stepSchema(step, today).isValidSync(form, { context })) return step;
  }
  return lastStep;
}
