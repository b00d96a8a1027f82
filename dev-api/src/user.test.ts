import { asObject, createHarness, type Harness } from './test-utils/harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.close());

test('seeded user 1 profile', async () => {
  const { token } = await h.login();
  const profile = asObject((await h.call('GET', '/user/profile', { token })).body);
  expect(profile).toMatchObject({
    phone: '79990000001',
    firstName: 'Иван',
    lastName: 'Петров',
    middleName: 'Сергеевич',
    fio: 'Петров Иван Сергеевич',
    activated: true,
    email: 'ivan@example.ru',
    emailVerified: true,
    registrationAddress: { city: 'Москва', flatNumber: '12', houseNumber: '7', region: 'Москва', street: 'ул Тверская' },
    jobs: [],
    educations: [],
  });
  expect(profile.snils).toBe(profile.snilsNumber);
});

test('PUT /user/profile saves, ignores ids and server fields, turns "" into null', async () => {
  const { token } = await h.login();
  const res = await h.call('PUT', '/user/profile', {
    token,
    body: {
      id: 777,
      activated: false,
      emailVerified: false,
      firstName: 'Пётр',
      middleName: '',
      companyName: null,
      totalIncome: '120000',
      registrationAddress: { city: 'Казань', region: 'Татарстан', street: 'ул Баумана', houseNumber: '15', flatNumber: '', id: 5 },
      jobs: [{ id: 1, companyName: 'ООО «Вектор»' }],
    },
  });
  expect(res.status).toBe(200);
  expect(asObject(res.body)).toMatchObject({
    id: 1,
    activated: true,
    emailVerified: true,
    firstName: 'Пётр',
    middleName: null,
    fio: 'Петров Пётр',
    companyName: null,
    totalIncome: 120000,
    registrationAddress: { city: 'Казань', region: 'Татарстан', street: 'ул Баумана', houseNumber: '15', flatNumber: null },
    jobs: [{ companyName: 'ООО «Вектор»' }],
  });
  const again = asObject((await h.call('GET', '/user/profile', { token })).body);
  expect(again.firstName).toBe('Пётр');
});

test('changing the email drops the verification', async () => {
  const { token } = await h.login();
  const res = asObject((await h.call('PUT', '/user/profile', { token, body: { email: 'Ivan.New@Example.ru' } })).body);
  expect(res).toMatchObject({ email: 'ivan.new@example.ru', emailVerified: false });
});

test.each([
  [{ email: 'not-an-email' }, 'email'],
  [{ birthday: '2015-01-01' }, 'birthday'],
  [{ birthday: '01-01-1990' }, 'birthday'],
  [{ passportData: '1234-567890' }, 'passportData'],
  [{ passportFmsCode: '770001' }, 'passportFmsCode'],
  [{ snilsNumber: '123' }, 'snilsNumber'],
  [{ snils: '123' }, 'snils'],
  [{ phone: '123' }, 'phone'],
  [{ phone: '79990000002' }, 'phone'],
  [{ education: 'NONE' }, 'education'],
  [{ gender: 'other' }, 'gender'],
])('PUT /user/profile %j → 422 on %s', async (body, propertyPath) => {
  const { token } = await h.login();
  const res = await h.call('PUT', '/user/profile', { token, body });
  expect(res.status).toBe(422);
  expect(asObject(res.body).violations).toEqual([expect.objectContaining({ propertyPath, message: expect.any(String) })]);
  expect(asObject((await h.call('GET', '/user/profile', { token })).body).email).toBe('ivan@example.ru');
});

test('DELETE /user/profile removes the user and revokes their tokens', async () => {
  const pair = await h.login();
  expect((await h.call('DELETE', '/user/profile', { token: pair.token })).status).toBe(204);
  expect((await h.call('GET', '/user/profile', { token: pair.token })).status).toBe(401);
  expect((await h.call('POST', '/auth/refresh-token', { body: { refresh_token: pair.refresh_token } })).status).toBe(401);
  const { token } = await h.anonym();
  expect((await h.call('POST', '/auth/login', { token, body: { phone: '79990000001', password: 'secret1' } })).status).toBe(400);
  await h.call('POST', '/__dev/reset');
  expect((await h.login()).token).toEqual(expect.any(String));
});

test('email verification: code, lock, wrong code', async () => {
  const { token } = await h.login('79990000002', 'secret2');
  expect((await h.call('POST', '/user/email/send-code', { token, body: { email: 'maria@example.ru' } })).body).toEqual({ sent: true, lockTtl: 60 });
  h.clock.advance(10_000);
  expect((await h.call('POST', '/user/email/send-code', { token, body: { email: 'maria@example.ru' } })).body).toEqual({ sent: false, lockTtl: 50 });

  const bad = await h.call('POST', '/user/email/verify', { token, body: { email: 'maria@example.ru', code: 'xxxx' } });
  expect(bad.status).toBe(422);
  expect(asObject(bad.body).violations).toEqual([{ propertyPath: 'code', message: 'Неправильный код' }]);

  const code = asObject((await h.call('GET', '/__dev/codes/MARIA@example.ru')).body).code;
  expect((await h.call('POST', '/user/email/verify', { token, body: { email: 'maria@example.ru', code } })).body).toEqual({ emailVerified: true });
  expect(asObject((await h.call('GET', '/user/profile', { token })).body)).toMatchObject({ email: 'maria@example.ru', emailVerified: true });
});

test('email send-code validates the address', async () => {
  const { token } = await h.login();
  const res = await h.call('POST', '/user/email/send-code', { token, body: { email: 'bad' } });
  expect(res.status).toBe(422);
  expect(asObject(res.body).violations).toEqual([{ propertyPath: 'email', message: 'Неверный формат электронной почты' }]);
});

test('credit score is stable and within 300..850', async () => {
  const { token } = await h.login();
  const first = asObject((await h.call('GET', '/user/credit-score', { token })).body);
  const second = asObject((await h.call('GET', '/user/credit-score', { token })).body);
  expect(first).toEqual(second);
});
