import { SEED_LEAD_UUIDS } from './data/leads';
import { asObject, createHarness, type Harness } from './test-utils/harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.close());

const STEP_1 = {
  amount: 30000,
  term: 7,
  fio: 'Кузнецова Анна Павловна',
  phone: '+7 (999) 777-66-55',
  email: 'anna@example.ru',
  birthday: '1995-02-28',
  privacyAgreement: true,
  mailingAgreement: false,
  sourcePage: 'main_confirmation',
  utm_source: 'vk',
  utm_campaign: 'autumn',
};

const STEP_2 = {
  passportData: '4511 654321',
  passportDate: '2015-03-10',
  passportFmsCode: '770-002',
  passportIssued: 'ОТДЕЛЕНИЕМ УФМС РОССИИ ПО Г. МОСКВЕ ПО РАЙОНУ АРБАТ',
  birthPlace: 'г. Москва',
  registrationFullAddress: 'г Москва, Ленинский пр-кт, д 30',
  userAnotherRegistrationRegion: false,
};

const STEP_3 = { workField: 'Медицина', totalIncome: 60000, companyName: 'ГБУЗ ГКБ № 1', jobTitle: 'Медсестра', education: 'HIGHER' };

const leadOf = (body: unknown) => asObject(asObject(body).lead);
const violationsOf = (body: unknown) => asObject(body).violations;

test('a three-step application: create, update twice, read back; becomes collected/pending', async () => {
  const user = await h.signInByCode('79997776655');
  const created = await h.call('POST', '/leads/user', { token: user.token, body: STEP_1 });
  expect(created.status).toBe(201);
  const { id, uuid } = leadOf(created.body);

  const draft = await h.call('GET', '/user/speedUpData', { token: user.token });
  expect(asObject(asObject(draft.body).draftLead).uuid).toBe(uuid);

  expect((await h.call('PUT', `/leads/user/${String(id)}`, { token: user.token, body: STEP_2 })).body).toEqual({ lead: { id, uuid } });
  expect((await h.call('PUT', `/leads/user/${String(id)}`, { token: user.token, body: STEP_3 })).status).toBe(200);

  const lead = leadOf((await h.call('GET', `/leads/byUuid/${String(uuid)}`, { token: user.token })).body);
  expect(lead).toMatchObject({
    ...STEP_1,
    ...STEP_2,
    ...STEP_3,
    phone: '79997776655',
    id,
    uuid,
    collected: true,
    status: 'pending',
  });
  expect((await h.call('GET', '/user/speedUpData', { token: user.token })).body).toEqual({ draftLead: null });
});

test('duplicates by passport: 200 {lead:null, duplicateUuid} with the earlier lead\'s uuid', async () => {
  const { token } = await h.anonym();
  const first = await h.call('POST', '/leads/user', { token, body: { ...STEP_1, ...STEP_2 } });
  expect(first.status).toBe(201);
  const other = await h.anonym();
  const second = await h.call('POST', '/leads/user', { token: other.token, body: { ...STEP_1, ...STEP_2 } });
  expect(second.status).toBe(200);
  expect(second.body).toEqual({ lead: null, duplicateUuid: leadOf(first.body).uuid });
});

test('the seeded user\'s passport is a duplicate of the newest seeded lead with it', async () => {
  const { token } = await h.anonym();
  const res = await h.call('POST', '/leads/user', { token, body: { ...STEP_1, passportData: '4510 123456' } });
  expect(res.body).toEqual({ lead: null, duplicateUuid: SEED_LEAD_UUIDS.pending });
});

test('an update that brings a passport another lead has is the duplicate and changes nothing', async () => {
  const { token } = await h.anonym();
  const created = await h.call('POST', '/leads/user', { token, body: STEP_1 });
  const { id, uuid } = leadOf(created.body);
  const res = await h.call('PUT', `/leads/user/${id}`, { token, body: { passportData: '4510 123456', passportDate: '2015-05-20' } });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ lead: null, duplicateUuid: SEED_LEAD_UUIDS.pending });
  const lead = asObject(asObject((await h.call('GET', `/leads/byUuid/${uuid}`, { token })).body).lead);
  expect(lead.passportData).toBeNull();
  expect(lead.passportDate).toBeNull();
  // Its own passport again is no duplicate of itself.
  await h.call('PUT', `/leads/user/${id}`, { token, body: { passportData: '4600 111222' } });
  const again = await h.call('PUT', `/leads/user/${id}`, { token, body: { passportData: '4600 111222', fio: 'Сидоров Пётр' } });
  expect(again.body).toEqual({ lead: { id, uuid } });
});

test.each([
  [{ passportData: '45101 23456' }, 'passportData', 'Неверный формат. Проверьте правильность ввода серии и номера'],
  [{ passportData: '4510123456' }, 'passportData', 'Неверный формат. Проверьте правильность ввода серии и номера'],
  [{ birthday: '28-02-1995' }, 'birthday', 'Неверный формат. Проверьте правильность ввода даты'],
  [{ birthday: '1995-02-30' }, 'birthday', 'Неверный формат. Проверьте правильность ввода даты'],
  [{ birthday: '2010-01-01' }, 'birthday', 'Возраст должен быть от 21 до 90 лет'],
  [{ birthday: '1930-01-01' }, 'birthday', 'Возраст должен быть от 21 до 90 лет'],
  [{ passportDate: '2099-01-01' }, 'passportDate', 'Неверный формат. Проверьте правильность ввода даты'],
  [{ privacyAgreement: false }, 'privacyAgreement', 'Примите соглашение'],
  [{ privacyAgreement: undefined }, 'privacyAgreement', 'Примите соглашение'],
  [{ phone: '123' }, 'phone', 'Неверный формат. Проверьте правильность ввода телефона'],
  [{ fio: 'Анна' }, 'fio', 'Укажите фамилию и имя через пробел'],
  [{ education: 'MASTER' }, 'education', 'Выберите из списка'],
])('create with %j → 422 on %s', async (patch, propertyPath, message) => {
  const { token } = await h.anonym();
  const res = await h.call('POST', '/leads/user', { token, body: { ...STEP_1, ...patch } });
  expect(res.status).toBe(422);
  expect(asObject(res.body).title).toBe('Validation failed');
  expect(violationsOf(res.body)).toContainEqual({ propertyPath, message });
});

test('age limits are inclusive: exactly 21 today is accepted', async () => {
  const { token } = await h.anonym();
  // The harness clock is 2025-06-01.
  expect((await h.call('POST', '/leads/user', { token, body: { ...STEP_1, birthday: '2004-06-01' } })).status).toBe(201);
  const res = await h.call('POST', '/leads/user', { token, body: { ...STEP_1, birthday: '2004-06-02' } });
  expect(res.status).toBe(422);
});

test('several violations come back together', async () => {
  const { token } = await h.anonym();
  const res = await h.call('POST', '/leads/user', { token, body: { passportData: 'x', birthday: 'y' } });
  expect(violationsOf(res.body)).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ propertyPath: 'passportData' }),
      expect.objectContaining({ propertyPath: 'birthday' }),
      expect.objectContaining({ propertyPath: 'privacyAgreement' }),
    ]),
  );
});

test('update validates too and does not require privacyAgreement', async () => {
  const { token } = await h.anonym();
  const { id } = leadOf((await h.call('POST', '/leads/user', { token, body: STEP_1 })).body);
  expect((await h.call('PUT', `/leads/user/${String(id)}`, { token, body: { amount: 5000 } })).status).toBe(200);
  const bad = await h.call('PUT', `/leads/user/${String(id)}`, { token, body: { passportData: '1' } });
  expect(bad.status).toBe(422);
});

test('leads are private: other identities get 403, unknown ids 404', async () => {
  const owner = await h.anonym();
  const { id, uuid } = leadOf((await h.call('POST', '/leads/user', { token: owner.token, body: STEP_1 })).body);
  expect((await h.call('GET', `/leads/byUuid/${String(uuid)}`, { token: owner.token })).status).toBe(200);

  const stranger = await h.anonym();
  expect((await h.call('GET', `/leads/byUuid/${String(uuid)}`, { token: stranger.token })).status).toBe(403);
  expect((await h.call('PUT', `/leads/user/${String(id)}`, { token: stranger.token, body: STEP_2 })).status).toBe(403);

  const maria = await h.login('79990000002', 'secret2');
  expect((await h.call('GET', `/leads/byUuid/${SEED_LEAD_UUIDS.pending}`, { token: maria.token })).status).toBe(403);
  const unknown = await h.call('GET', '/leads/byUuid/00000000-0000-4000-8000-000000000000', { token: maria.token });
  expect(unknown.status).toBe(404);
  expect(asObject(unknown.body).code).toBe('not_found');
  expect((await h.call('PUT', '/leads/user/99999', { token: maria.token, body: STEP_2 })).status).toBe(404);
});

test('an anonymous lead becomes the user\'s after sign-in by code with the anonymous token', async () => {
  const anonym = await h.anonym();
  const { uuid } = leadOf((await h.call('POST', '/leads/user', { token: anonym.token, body: STEP_1 })).body);
  const user = await h.signInByCode('79997776655', anonym.token);
  expect((await h.call('GET', `/leads/byUuid/${String(uuid)}`, { token: user.token })).status).toBe(200);
  expect(asObject(asObject((await h.call('GET', '/user/speedUpData', { token: user.token })).body).draftLead).uuid).toBe(uuid);
  const activities = asObject((await h.call('GET', '/activities', { token: user.token })).body);
  expect(activities.total).toBe(1);
});

test('seeded user 1 has a draft in speedUpData and four applications in history', async () => {
  const { token } = await h.login();
  const draft = asObject(asObject((await h.call('GET', '/user/speedUpData', { token })).body).draftLead);
  expect(draft).toMatchObject({ uuid: SEED_LEAD_UUIDS.draft, collected: false, status: 'empty', passportData: null });
  const history = asObject((await h.call('GET', '/activities?status=approved', { token })).body);
  expect(history.total).toBe(1);
});

test('a user token reads their seeded lead; tracking parameters are kept', async () => {
  const { token } = await h.anonym();
  const { uuid } = leadOf((await h.call('POST', '/leads/user', { token, body: STEP_1 })).body);
  const lead = leadOf((await h.call('GET', `/leads/byUuid/${String(uuid)}`, { token })).body);
  expect(lead).toMatchObject({ utm_source: 'vk', utm_campaign: 'autumn' });
});

test('shop window offers can be asked for a lead and for a duplicate', async () => {
  const { token } = await h.anonym();
  const lead = await h.call('GET', `/shopwindows/offers?scenario=duplicate&uuid=${SEED_LEAD_UUIDS.approved}`, { token });
  const body = asObject(lead.body);
  expect(body.scenario).toBe('duplicate');
  const offers = body.offers as Record<string, unknown>[];
  expect(offers.filter((offer) => offer.isBest === true)).toHaveLength(1);
  expect(String(offers[0]?.url)).toContain(`lead=${SEED_LEAD_UUIDS.approved}`);
});
