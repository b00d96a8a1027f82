import type { AccountPasswordValues, ApplicationField } from './values';

export type StepIndex = 0 | 1 | 2;

export type StepDefinition = {
  title: string;
  /** The application fields this step asks for, in screen order. */
  fields: readonly ApplicationField[];
  /** SPEC §4: on this step an account that is not activated is asked to set a password. */
  protectsAccount: boolean;
};

/** SPEC §2, §9: three steps. */
export const applicationSteps: readonly [StepDefinition, StepDefinition, StepDefinition] = [
  {
    title: 'Контактные данные',
    fields: ['fio', 'birthday', 'phone', 'email', 'privacyAgreement', 'mailingAgreement'],
    protectsAccount: false,
  },
  {
    title: 'Паспортные данные',
    fields: [
      'passportData',
      'passportDate',
      'passportFmsCode',
      'passportIssued',
      'birthPlace',
      'snilsNumber',
      'registrationFullAddress',
      'registrationAddress',
      'userAnotherRegistrationRegion',
      'actualFullAddress',
      'actualAddress',
    ],
    protectsAccount: true,
  },
  {
    title: 'Занятость',
    fields: ['education', 'workField', 'totalIncome', 'companyName', 'jobTitle', 'workPhone'],
    protectsAccount: false,
  },
];

export const lastStep: StepIndex = 2;

export const isStepIndex = (value: unknown): value is StepIndex => value === 0 || value === 1 || value === 2;

const passwordFields: readonly (keyof AccountPasswordValues)[] = ['password', 'repeatPassword'];

/** The step that asks for `field` (a form field or a server violation's property path); null if none. */
export function stepOfField(field: string): StepIndex | null {
  const name = field.split(/[.[]/)[0] ?? field;
  if ((passwordFields as readonly string[]).includes(name)) {
    return applicationSteps.findIndex((step) => step.protectsAccount) as StepIndex;
  }
  const index = applicationSteps.findIndex((step) => (step.fields as readonly string[]).includes(name));
  return index === -1 ? null : (index as StepIndex);
}
