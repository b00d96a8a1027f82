import { asObject, asTokenPair, createHarness, type Harness } from './test-utils/harness';

let h: Harness;
afterEach(() => h.close());

const violations = (body: unknown) => asObject(body).violations;

describe('tokens', () => {
  beforeEach(async () => {
    h = await createHarness({ tokenTtlSeconds: 60 });
  });

  test('an access token expires after tokenTtlSeconds → 401 token_invalid', async () => {
    const { token } = await h.anonym();
    expect((await h.call('GET', '/companies', { token })).status).toBe(200);
    h.clock.advance(59_000);
    expect((await h.call('GET', '/companies', { token })).status).toBe(200);
    h.clock.advance(1_000);
    const expired = await h.call('GET', '/companies', { token });
    expect(expired.status).toBe(401);
    expect(asObject(expired.body).code).toBe('token_invalid');
  });

  test('unknown and malformed bearer tokens → 401', async () => {
    expect((await h.call('GET', '/companies', { token: 'nope' })).status).toBe(401);
    expect((await h.call('GET', '/companies', { headers: { authorization: 'Basic abc' } })).status).toBe(401);
  });

  test('refresh rotates the pair and keeps the identity; the old refresh token dies', async () => {
    const user = await h.login();
    h.clock.advance(61_000);
    expect((await h.call('GET', '/user/profile', { token: user.token })).status).toBe(401);

    const refreshed = await h.call('POST', '/auth/refresh-token', { body: { refresh_token: user.refresh_token } });
    expect(refreshed.status).toBe(200);
    const pair = asTokenPair(refreshed.body);
    expect(pair.token).not.toBe(user.token);
    expect(pair.refresh_token).not.toBe(user.refresh_token);
    const profile = await h.call('GET', '/user/profile', { token: pair.token });
    expect(profile.status).toBe(200);
    expect(asObject(profile.body).phone).toBe('79990000001');

    const reused = await h.call('POST', '/auth/refresh-token', { body: { refresh_token: user.refresh_token } });
    expect(reused.status).toBe(401);
    expect(asObject(reused.body).code).toBe('token_invalid');
  });

  test('an anonymous refresh stays anonymous', async () => {
    const anonym = await h.anonym();
    const pair = asTokenPair((await h.call('POST', '/auth/refresh-token', { body: { refresh_token: anonym.refresh_token } })).body);
    expect((await h.call('GET', '/user/profile', { token: pair.token })).status).toBe(403);
    expect((await h.call('GET', '/loyalty/settings', { token: pair.token })).body).toEqual({ isActive: false });
  });

  test('empty or unknown refresh token → 401', async () => {
    expect((await h.call('POST', '/auth/refresh-token', { body: { refresh_token: '' } })).status).toBe(401);
    expect((await h.call('POST', '/auth/refresh-token', { body: {} })).status).toBe(401);
    expect((await h.call('POST', '/auth/refresh-token')).status).toBe(401);
    expect((await h.call('POST', '/auth/refresh-token', { body: { refresh_token: 'unknown' } })).status).toBe(401);
  });

  test('refresh tokens live 30 days', async () => {
    const { refresh_token } = await h.anonym();
    h.clock.advance(30 * 24 * 3600 * 1000);
    expect((await h.call('POST', '/auth/refresh-token', { body: { refresh_token } })).status).toBe(401);
  });

  test('POST /__dev/expire-tokens expires access tokens but not refresh tokens', async () => {
    const pair = await h.login();
    await h.call('POST', '/__dev/expire-tokens');
    expect((await h.call('GET', '/user/profile', { token: pair.token })).status).toBe(401);
    const refreshed = await h.call('POST', '/auth/refresh-token', { body: { refresh_token: pair.refresh_token } });
    expect(refreshed.status).toBe(200);
    expect((await h.call('GET', '/user/profile', { token: asTokenPair(refreshed.body).token })).status).toBe(200);
  });

  test('POST /auth/anonym accepts an empty JSON body', async () => {
    const res = await fetch(`${h.baseUrl}/auth/anonym`, { method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(200);
    asTokenPair(await res.json());
  });
});

describe('roles', () => {
  beforeEach(async () => {
    h = await createHarness();
  });

  test.each(['/user/profile', '/user/speedUpData', '/user/credit-score', '/loyalty/coins', '/loyalty/balances', '/loyalty/history', '/activities'])(
    'anonymous token on %s → 403 forbidden',
    async (url) => {
      const { token } = await h.anonym();
      const res = await h.call('GET', url, { token });
      expect(res.status).toBe(403);
      expect(asObject(res.body).code).toBe('forbidden');
    },
  );

  test('loyalty settings: user 1 active, user 2 inactive, anonymous inactive', async () => {
    const ivan = await h.login();
    const maria = await h.login('79990000002', 'secret2');
    const anonym = await h.anonym();
    expect((await h.call('GET', '/loyalty/settings', { token: ivan.token })).body).toEqual({ isActive: true });
    expect((await h.call('GET', '/loyalty/settings', { token: maria.token })).body).toEqual({ isActive: false });
    expect((await h.call('GET', '/loyalty/settings', { token: anonym.token })).body).toEqual({ isActive: false });
  });
});

describe('password login and activation', () => {
  beforeEach(async () => {
    h = await createHarness();
  });

  test('wrong password → 400 invalid_credentials (never 401)', async () => {
    const { token } = await h.anonym();
    for (const body of [
      { phone: '79990000001', password: 'wrong' },
      { phone: '79990009999', password: 'secret1' },
      {},
    ]) {
      const res = await h.call('POST', '/auth/login', { token, body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'invalid_credentials', message: 'Неправильный номер телефона или пароль' });
    }
  });

  test('seeded user 2 is not activated until a password is set', async () => {
    const maria = await h.login('79990000002', 'secret2');
    expect(asObject((await h.call('GET', '/user/profile', { token: maria.token })).body).activated).toBe(false);
    const res = await h.call('POST', '/auth/activate', { token: maria.token, body: { password: 'maria-pass', repeatPassword: 'maria-pass' } });
    expect(res.body).toEqual({ activated: true });
    expect(asObject((await h.call('GET', '/user/profile', { token: maria.token })).body).activated).toBe(true);
    expect((await h.call('POST', '/auth/login', { token: maria.token, body: { phone: '79990000002', password: 'maria-pass' } })).status).toBe(200);
  });

  test.each([
    [{ password: '123', repeatPassword: '123' }, 'password', 'Минимальная длина пароля 6 символов'],
    [{ password: 'пароль123', repeatPassword: 'пароль123' }, 'password', 'Пароль не должен содержать кириллицу'],
    [{ password: 'secret99', repeatPassword: 'secret98' }, 'repeatPassword', 'Пароли не совпадают'],
    [{}, 'password', 'Это поле обязательно для заполнения'],
  ])('activate %j → 422 on %s', async (body, propertyPath, message) => {
    const { token } = await h.login();
    const res = await h.call('POST', '/auth/activate', { token, body });
    expect(res.status).toBe(422);
    expect(asObject(res.body).title).toBe('Validation failed');
    expect(violations(res.body)).toContainEqual({ propertyPath, message });
  });

  test('activate with an anonymous token → 403', async () => {
    const { token } = await h.anonym();
    expect((await h.call('POST', '/auth/activate', { token, body: { password: 'secret9', repeatPassword: 'secret9' } })).status).toBe(403);
  });
});

describe('phone codes', () => {
  beforeEach(async () => {
    h = await createHarness({ codeLockSeconds: 60 });
  });

  const send = (token: string, phone = '79995550001', action = 'lead_form') =>
    h.call('POST', '/auth/phone/send-code', { token, body: { phone, action } });

  test('a second send inside the lock answers sent:false with the remaining seconds', async () => {
    const { token } = await h.anonym();
    expect((await send(token)).body).toEqual({ sent: true, lockTtl: 60 });
    const first = asObject((await h.call('GET', '/__dev/codes/79995550001')).body).code;
    expect(first).toMatch(/^\d{4}$/);

    h.clock.advance(15_500);
    expect((await send(token)).body).toEqual({ sent: false, lockTtl: 45 });
    expect(asObject((await h.call('GET', '/__dev/codes/79995550001')).body).code).toBe(first);

    h.clock.advance(44_500);
    expect((await send(token)).body).toEqual({ sent: true, lockTtl: 60 });
  });

  test('the lock is per phone', async () => {
    const { token } = await h.anonym();
    await send(token, '79995550001');
    expect((await send(token, '79995550002')).body).toEqual({ sent: true, lockTtl: 60 });
  });

  test('codeLockSeconds is configurable', async () => {
    await h.close();
    h = await createHarness({ codeLockSeconds: 5 });
    const { token } = await h.anonym();
    expect((await send(token)).body).toEqual({ sent: true, lockTtl: 5 });
  });

  test.each(['7999', '89991234567', '', '7999123456a'])('bad phone %j → 422 on phone', async (phone) => {
    const { token } = await h.anonym();
    const res = await send(token, phone);
    expect(res.status).toBe(422);
    expect(violations(res.body)).toContainEqual({
      propertyPath: 'phone',
      message: phone === '' ? 'Это поле обязательно для заполнения' : 'Некорректный номер телефона',
    });
  });

  test('formatted phones are accepted (+7 (999) 555-00-01)', async () => {
    const { token } = await h.anonym();
    expect((await send(token, '+7 (999) 555-00-01')).body).toEqual({ sent: true, lockTtl: 60 });
    expect((await h.call('GET', '/__dev/codes/79995550001')).status).toBe(200);
  });

  test('unknown action → 422 on action; recovery of an unknown phone → 422 on phone', async () => {
    const { token } = await h.anonym();
    expect(violations((await send(token, '79995550001', 'other')).body)).toEqual([
      { propertyPath: 'action', message: 'Неизвестное назначение кода' },
    ]);
    expect(violations((await send(token, '79995550001', 'account_recovery')).body)).toEqual([
      { propertyPath: 'phone', message: 'Пользователь с таким номером не найден' },
    ]);
    expect(violations((await send(token, '79990000001', 'account_registration')).body)).toEqual([
      { propertyPath: 'phone', message: 'Пользователь с таким номером уже зарегистрирован' },
    ]);
    expect((await send(token, '79990000001', 'account_recovery')).status).toBe(200);
  });

  test('wrong code → 422 "Неправильный код"; the right code creates a not activated user', async () => {
    const { token } = await h.anonym();
    await send(token);
    const code = String(asObject((await h.call('GET', '/__dev/codes/79995550001')).body).code);
    const wrong = code === '0000' ? '1111' : '0000';
    const bad = await h.call('POST', '/auth/phone', { token, body: { phone: '79995550001', code: wrong } });
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({ title: 'Validation failed', violations: [{ propertyPath: 'code', message: 'Неправильный код' }] });

    const ok = await h.call('POST', '/auth/phone', { token, body: { phone: '79995550001', code, refHash: 'ref123' } });
    expect(ok.status).toBe(200);
    const profile = asObject((await h.call('GET', '/user/profile', { token: asTokenPair(ok.body).token })).body);
    expect(profile).toMatchObject({ phone: '79995550001', activated: false, gender: 'male', privacyAgreement: true, mailingAgreement: true, email: null });

    const reused = await h.call('POST', '/auth/phone', { token, body: { phone: '79995550001', code } });
    expect(reused.status).toBe(422);
  });

  test('codes expire after codeTtlSeconds', async () => {
    const { token } = await h.anonym();
    await send(token);
    const code = String(asObject((await h.call('GET', '/__dev/codes/79995550001')).body).code);
    h.clock.advance(601_000);
    expect((await h.call('POST', '/auth/phone', { token, body: { phone: '79995550001', code } })).status).toBe(422);
  });

  test('signing in by code an existing phone gives that user', async () => {
    const pair = await h.signInByCode('79990000001');
    expect(asObject((await h.call('GET', '/user/profile', { token: pair.token })).body).firstName).toBe('Иван');
  });

  test('GET /__dev/codes for an unknown target → 404', async () => {
    expect((await h.call('GET', '/__dev/codes/79990000000')).status).toBe(404);
  });
});
