import dayjs from 'dayjs';
import type { LeadDto } from '@microloans/shared-contracts/api';
import { typedApplication } from './test-fixtures';
import {
  emptyApplication,
  firstIncompleteStep,
  fromLead,
  fromPdlLead,
  loanOfLead,
  readApplicationValues,
  stepOfField,
  stepSchema,
  toLeadRequest,
  withoutPassword,
  type ApplicationValues,
  type LeadContext,
} from './index';

const today = () => dayjs('2026-11-22');
const { passport: typed } = typedApplication;
const address = typed.registrationAddress!;
// Typed with stray spaces, and income with a thousands space: what is sent is normalised.
const contacts: ApplicationValues = { ...typedApplication.contacts, fio: 'Сидоров  Пётр Ильич ' };
const passport: ApplicationValues = { ...typed, fio: contacts.fio };
const complete: ApplicationValues = { ...typedApplication.complete, fio: contacts.fio, totalIncome: '85 000' };
const context: LeadContext = {
  loan: { amount: 30000, term: 42, formType: 'loans' },
  sourcePage: 'main_confirmation',
  clientUuid: 'client-1',
  tracking: { utm_source: 'ads' },
};

test('a step-1 submit sends only the contact data: dates YYYY-MM-DD, the phone as 11 digits', () => {
  const body = toLeadRequest(complete, 0, context);
  expect(body).toMatchObject({ fio: 'Сидоров Пётр Ильич', birthday: '1990-03-15', phone: '79991234567', amount: 30000, term: 42, utm_source: 'ads', clientUuid: 'client-1', privacyAgreement: true });
  expect(body).not.toHaveProperty('passportData');
  expect(body).not.toHaveProperty('collected');
  expect(body).toMatchObject({ sourcePage: 'main_confirmation', scenario: 'lead', sectionSlug: 'loans' });
});

test('a credit goes with its form type; an application from a PD link is pd_link in the pdl_lead scenario', () => {
  const credit = toLeadRequest(complete, 0, { ...context, loan: { amount: 200000, term: 730, formType: 'credits' } });
  expect(credit).toMatchObject({ amount: 200000, term: 730, sectionSlug: 'credits', sourcePage: 'main_confirmation', scenario: 'lead' });
  const linked = toLeadRequest(complete, 2, { ...context, sourcePage: 'pd_link' });
  expect(linked).toMatchObject({ sourcePage: 'pd_link', scenario: 'pdl_lead', collected: true });
});

test('a PD link\'s lead fills the contact step as typed; a lead\'s loan reads its form type from sectionSlug', () => {
  const values = fromPdlLead({ amount: 15000, term: 14, fio: 'Сидоров Алексей Петрович', phone: '79990000003', email: 'sidorov@example.ru', birthday: '1985-07-21', sourcePage: 'pd_link' });
  expect(values).toEqual({ ...emptyApplication, fio: 'Сидоров Алексей Петрович', phone: '+7 (999) 000-00-03', email: 'sidorov@example.ru', birthday: '21-07-1985' });
  expect(fromPdlLead({ amount: 5000, term: 7, fio: 'Козлова Ольга', phone: '79990000004', email: null, birthday: null, sourcePage: 'pd_link' })).toMatchObject({ email: '', birthday: '' });
  expect(loanOfLead({ amount: 200000, term: 730, sectionSlug: 'credits' })).toEqual({ amount: 200000, term: 730, formType: 'credits' });
  expect(loanOfLead({ amount: 20000, term: 10, sectionSlug: null })).toEqual({ amount: 20000, term: 10, formType: 'loans' });
  expect(loanOfLead({ amount: null, term: 10, sectionSlug: null })).toBeNull();
});

test('without «address differs» the actual address copies the registration one; with it, it is its own', () => {
  const same = toLeadRequest(passport, 1, context);
  expect(same).toMatchObject({ passportDate: '2015-05-20', userAnotherRegistrationRegion: false, actualFullAddress: passport.registrationFullAddress, actualAddress: address });
  const other = { ...address, city: 'г Казань', regionCode: '16' };
  const differs = toLeadRequest({ ...passport, userAnotherRegistrationRegion: true, actualFullAddress: 'г Казань, ул Баумана, д 1', actualAddress: other }, 1, context);
  expect(differs).toMatchObject({ userAnotherRegistrationRegion: true, actualFullAddress: 'г Казань, ул Баумана, д 1', actualAddress: other });
});

test('the last step sends income as a number and marks the application collected', () => {
  expect(toLeadRequest(complete, 2, context)).toMatchObject({ education: 'HIGHER', workField: 'Наука', totalIncome: 85000, collected: true });
});

test('a loaded lead reads back as typed: dates DD-MM-YYYY, masked phone and SNILS, consents default to true', () => {
  const lead = { id: 1, uuid: 'u', fio: 'Петров Иван', birthday: '1990-03-15', phone: '79990000001', snilsNumber: '12345678901', privacyAgreement: null, totalIncome: 50000 } as unknown as LeadDto;
  expect(fromLead(lead)).toMatchObject({ birthday: '15-03-1990', phone: '+7 (999) 000-00-01', snilsNumber: '123-456-789 01', privacyAgreement: true, mailingAgreement: true, totalIncome: '50000', passportData: '' });
});

test('resume goes to the first step whose rules fail, or the last one', () => {
  expect(firstIncompleteStep(emptyApplication, today)).toBe(0);
  expect(firstIncompleteStep(contacts, today)).toBe(1);
  expect(firstIncompleteStep(passport, today)).toBe(2);
  expect(firstIncompleteStep(complete, today)).toBe(2);
  // A picked address's parts are part of step 2: the text alone is not enough.
  expect(firstIncompleteStep({ ...complete, registrationAddress: null }, today)).toBe(1);
});

test('the password is asked only of an account that is not activated, and never stored', () => {
  const values = { ...passport, password: '', repeatPassword: '' };
  expect(stepSchema(1, today).isValidSync(values, { context: { needsPassword: false } })).toBe(true);
  expect(stepSchema(1, today).isValidSync(values, { context: { needsPassword: true } })).toBe(false);
  expect(stepSchema(1, today).isValidSync({ ...values, password: 'secret12', repeatPassword: 'secret12' }, { context: { needsPassword: true } })).toBe(true);
  expect(withoutPassword({ ...values, password: 'secret12', repeatPassword: 'secret12' })).not.toHaveProperty('password');
});

test('violations find their step; stored values of another shape fall back field by field', () => {
  expect(stepOfField('email')).toBe(0);
  expect(stepOfField('registrationAddress.city')).toBe(1);
  expect(stepOfField('repeatPassword')).toBe(1);
  expect(stepOfField('workField')).toBe(2);
  expect(stepOfField('somethingElse')).toBeNull();
  expect(readApplicationValues({ fio: 'Иванов Иван', birthday: 19900101, registrationAddress: 'text' })).toEqual({ ...emptyApplication, fio: 'Иванов Иван' });
  expect(readApplicationValues('garbage')).toEqual(emptyApplication);
});
