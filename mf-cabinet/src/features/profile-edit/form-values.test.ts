import { normalizeProfile, type UserProfileDto } from '@microloans/platform';
import { differsFrom, toFormValues, toSaveInput } from './form-values';

const profile = normalizeProfile({
  email: 'ivan@example.ru',
  emailVerified: true,
  phone: '79990000001',
  firstName: 'Иван',
  lastName: 'Петров',
  middleName: 'Сергеевич',
  createdAt: '2024-08-20T09:00:00.000Z',
  updatedAt: '2024-11-01T09:00:00.000Z',
  activated: true,
  passportData: '4510 123456',
  passportDate: '2012-05-14',
  passportIssued: 'ОУФМС',
  passportFmsCode: '770-001',
  snilsNumber: '11223344595',
  inn: '770123456789',
  birthday: '1990-03-15',
  gender: 'male',
  registrationFullAddress: 'г Москва, ул Тверская, д 7',
  actualFullAddress: null,
  workField: 'Наука',
  companyName: 'ООО «Ромашка»',
  totalIncome: 85000,
  jobTitle: null,
  workPhone: '74951234567',
  education: 'HIGHER',
} as unknown as UserProfileDto);

test('the profile as the form shows it: dates DD-MM-YYYY, masked values masked, nothing null', () => {
  const values = toFormValues(profile);
  expect(values).toMatchObject({ birthday: '15-03-1990', passportDate: '14-05-2012', snilsNumber: '112-233-445 95', workPhone: '+7 (495) 123-4567', totalIncome: '85000', jobTitle: '', actualFullAddress: '' });
});

test('what a save sends: dates YYYY-MM-DD, phones as digits, income a number, empty as null', () => {
  const input = toSaveInput({ ...toFormValues(profile), jobTitle: '  ', totalIncome: '', birthday: '01-02-1991' });
  expect(input).toMatchObject({ birthday: '1991-02-01', workPhone: '74951234567', totalIncome: null, jobTitle: null, inn: '770123456789' });
});

test('the form differs from the profile only when what would be sent differs (masked against raw, "" against null)', () => {
  const values = toFormValues(profile);
  expect(differsFrom(values, profile)).toBe(false);
  // The mask's own rendering of raw digits changes nothing.
  expect(differsFrom({ ...values, workPhone: '+7 (495) 123-4567', snilsNumber: '112-233-445 95', jobTitle: '' }, profile)).toBe(false);
  expect(differsFrom({ ...values, jobTitle: 'Инженер' }, profile)).toBe(true);
  expect(differsFrom({ ...values, lastName: 'Петрова' }, profile)).toBe(true);
  expect(differsFrom({ ...values, totalIncome: '90000' }, profile)).toBe(true);
});
