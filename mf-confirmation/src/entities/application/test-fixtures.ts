import { emptyApplication, type ApplicationValues } from './values';

/** One borrower's application as typed, step by step: shared by the tests of the form's model and rules. */
const contacts: ApplicationValues = {
  ...emptyApplication,
  fio: 'Сидоров Пётр Ильич',
  birthday: '15-03-1990',
  phone: '+7 (999) 123-45-67',
  email: 'petr@example.ru',
};

const passport: ApplicationValues = {
  ...contacts,
  passportData: '4600 111222',
  passportDate: '20-05-2015',
  passportFmsCode: '770-001',
  passportIssued: 'ОВД Тверского района',
  birthPlace: 'г Москва',
  snilsNumber: '123-456-789 01',
  registrationFullAddress: 'г Москва, ул Тверская, д 7',
  registrationAddress: { region: 'г Москва', city: 'г Москва', street: 'ул Тверская', houseNumber: '7', flatNumber: null, kladrId: null, regionCode: '77', fiasId: null, okato: null, postalCode: null },
};

const complete: ApplicationValues = { ...passport, education: 'HIGHER', workField: 'Наука', totalIncome: '85000' };

export const typedApplication = { contacts, passport, complete } as const;
