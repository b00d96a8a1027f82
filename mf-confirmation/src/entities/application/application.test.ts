import dayjs from 'dayjs';
import type { LeadDto } from 'shared-contracts/api';
import { typedApplication } from './test-fixtures';
import { emptyApplication, firstIncompleteStep, fromLead, readApplicationValues, stepOfField, stepSchema, toLeadRequest, withoutPassword, type ApplicationValues } from './index';

const today = () => dayjs('2026-11-22');
const { passport: typed } = typedApplication;
const address = typed.registrationAddress!;
// Typed with stray spaces, and income with a thousands space: what is sent is normalised.
const contacts: ApplicationValues = { ...typedApplication.contacts, fio: 'Сидоров  Пётр Ильич ' };
const passport: ApplicationValues = { ...typed, fio: contacts.fio };
const complete: ApplicationValues = { ...typedApplication.complete, fio: contacts.fio, totalIncome: '85 000' };
const context = { loan: { amount: 30000, term: 42 }, clientUuid: 'client-1', tracking: { utm_source: 'ads' } };

test('a step-1 submit sends only the contact data: dates YYYY-MM-DD, the phone as 11 digits', () => {
  const body = toLeadRequest(complete, 0, context);
  expect(body).toMatchObject({ fio: 'Сидоров Пётр Ильич', birthday: '1990-03-15', phone: '79991234567', amount: 30000, term: 42, utm_source: 'ads', clientUuid: 'client-1', privacyAgreement: true });
  expect(body).not.toHaveProperty('passportData');
  expect(body).not.toHaveProperty('collected');
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
