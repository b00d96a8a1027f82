import { toProfileSavePayload } from './profile-save-payload';

test('turns empty strings into null, in addresses too', () => {
  expect(
    toProfileSavePayload({
      jobTitle: '',
      companyName: 'ООО «Ромашка»',
      totalIncome: 0,
      mailingAgreement: false,
      registrationAddress: { city: '', flatNumber: null, houseNumber: '7', region: 'Москва', street: '' },
    }),
  ).toEqual({
    jobTitle: null,
    companyName: 'ООО «Ромашка»',
    totalIncome: 0,
    mailingAgreement: false,
    registrationAddress: { city: null, flatNumber: null, houseNumber: '7', region: 'Москва', street: null },
  });
});

test('does not send server-owned fields', () => {
  expect(
    toProfileSavePayload({
      id: 1,
      createdAt: '2024-01-01T00:00:00.000Z',
      updatedAt: '2024-02-01T00:00:00.000Z',
      activated: true,
      emailVerified: true,
      userIdentifier: 'u-1',
      fio: 'Петров Иван',
      snils: '123-456-789 01',
      snilsNumber: '123-456-789 01',
      firstName: 'Иван',
    }),
  ).toEqual({ snilsNumber: '123-456-789 01', firstName: 'Иван' });
});

test('drops ids at any depth in jobs and educations, and empties there become null', () => {
  expect(
    toProfileSavePayload({
      jobs: [{ id: 3, title: 'Инженер', company: { id: 9, name: '' }, periods: [{ id: 1, from: '2020' }] }],
      educations: [{ id: 4, level: 'HIGHER' }, 'unknown item'],
    }),
  ).toEqual({
    jobs: [{ title: 'Инженер', company: { name: null }, periods: [{ from: '2020' }] }],
    educations: [{ level: 'HIGHER' }, 'unknown item'],
  });
});

test('leaves out undefined values and does not change its input', () => {
  const profile = { email: undefined, workPhone: '', jobs: [{ id: 1, title: 'x' }] };
  const copy = structuredClone(profile);
  expect(toProfileSavePayload(profile)).toEqual({ workPhone: null, jobs: [{ title: 'x' }] });
  expect('email' in toProfileSavePayload(profile)).toBe(false);
  expect(profile).toEqual(copy);
});
