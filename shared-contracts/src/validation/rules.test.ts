import dayjs from 'dayjs';
import * as yup from 'yup';
import {
  addressPartsComplete,
  addressTextRule,
  agreementRule,
  birthdayRule,
  fioRule,
  fmsCodeRule,
  passportRule,
  passwordRepeatRule,
  passwordRule,
  pastDateRule,
  phoneRule,
  snilsRule,
  toSentDate,
  toShownDate,
  validationMessages as m,
} from './index';

const errorOf = (schema: Pick<yup.AnySchema, 'validateSync'>, value: unknown): string | null => {
  try {
    schema.validateSync(value);
    return null;
  } catch (error) {
    return (error as yup.ValidationError).message;
  }
};

const today = () => dayjs('2026-11-22');

describe('birthday: age 21..90 around the birthday', () => {
  const rule = birthdayRule(today);
  test.each([
    ['22-11-2005', null], // 21 today
    ['23-11-2005', m.age], // 21 tomorrow
    ['22-11-1936', null], // 90 today
    ['23-11-1935', null], // 91 tomorrow: still 90
    ['22-11-1935', m.age], // 91 today
    ['31-02-1990', m.date],
    ['1990-01-01', m.date],
    ['', m.required],
  ])('%j → %j', (value, message) => {
    expect(errorOf(rule, value)).toBe(message);
  });
});

describe('phone: exactly 11 digits', () => {
  test.each([
    ['+7 (999) 000-00-01', null],
    ['79990000001', null],
    ['7999000000', m.phone], // 10
    ['799900000012', m.phone], // 12
    ['', m.required],
  ])('%j → %j', (value, message) => {
    expect(errorOf(phoneRule(), value)).toBe(message);
  });
});

describe('full name', () => {
  test.each([
    ['Петров Иван', null],
    ['  Петров   Иван Сергеевич ', null],
    ['Петров', m.fio],
    ['Петров Иван!', m.forbiddenCharacters],
    ['Петров_Иван Сергеевич', m.forbiddenCharacters],
    ['', m.required],
  ])('%j → %j', (value, message) => {
    expect(errorOf(fioRule(), value)).toBe(message);
  });
});

test('every forbidden character is rejected', () => {
  for (const character of '!@#$%^&*()_+') expect(errorOf(fioRule(), `Петров Иван${character}`)).toBe(m.forbiddenCharacters);
});

describe('masked fields must be complete', () => {
  test.each([
    [passportRule(), '4510 123456', null],
    [passportRule(), '4510 12345', m.passport],
    [snilsRule(), '123-456-789 01', null],
    [snilsRule(), '123-456-789 0', m.number],
    [fmsCodeRule(), '770-001', null],
    [fmsCodeRule(), '770-00', m.fmsCode],
  ])('%#', (rule, value, message) => {
    expect(errorOf(rule, value)).toBe(message);
  });
});

test('passport date: a real date, not in the future', () => {
  expect(errorOf(pastDateRule(today), '22-11-2026')).toBeNull();
  expect(errorOf(pastDateRule(today), '23-11-2026')).toBe(m.date);
  expect(errorOf(pastDateRule(today), '99-99-9999')).toBe(m.date);
});

describe('password', () => {
  const schema = yup.object({ password: passwordRule(), repeatPassword: passwordRepeatRule() });
  test.each([
    [{ password: 'secret1', repeatPassword: 'secret1' }, null],
    [{ password: 'пароль1', repeatPassword: 'пароль1' }, m.passwordCyrillic],
    [{ password: 'secretЖ', repeatPassword: 'secretЖ' }, m.passwordCyrillic],
    [{ password: 'abc12', repeatPassword: 'abc12' }, m.passwordShort],
    [{ password: 'secret1', repeatPassword: 'secret2' }, m.passwordMismatch],
    [{ password: '', repeatPassword: '' }, m.required],
  ])('%j → %j', (value, message) => {
    expect(errorOf(schema, value)).toBe(message);
  });
});

test('consents default to true and must stay given', () => {
  expect(agreementRule().getDefault()).toBe(true);
  expect(errorOf(agreementRule(), false)).toBe(m.agreement);
});

test('an address is checked only when typed; parts need region or locality, city and house', () => {
  expect(errorOf(addressTextRule(), '')).toBeNull();
  expect(errorOf(addressTextRule(), 'г. Москва, ул. Тверская, д. 1')).toBeNull();
  expect(errorOf(addressTextRule(), 'Moscow, Tverskaya 1')).toBe(m.addressCharacters);
  expect(addressPartsComplete({ region: 'Москва', city: 'Москва', houseNumber: '1' })).toBe(true);
  expect(addressPartsComplete({ settlement: 'Развилка', houseNumber: '5' })).toBe(true);
  expect(addressPartsComplete({ region: 'Москва', city: 'Москва', houseNumber: null })).toBe(false);
});

test('dates are shown DD-MM-YYYY and sent YYYY-MM-DD', () => {
  expect(toSentDate('05-03-1990')).toBe('1990-03-05');
  expect(toSentDate('31-02-1990')).toBeNull();
  expect(toShownDate('1990-03-05')).toBe('05-03-1990');
  expect(toShownDate(null)).toBe('');
});
