/**
 * Contract test: one call per row of SPEC §7 (plus the docs/redirect/blacklist extras),
 * checking status and the keys/types of the answer.
 */
import { SEED_LEAD_UUIDS } from './data/leads';
import { asObject, createHarness, type Harness } from './test-utils/harness';
import { expectEach, expectShape, type Shape } from './test-utils/shape';

const ADDRESS: Shape = { city: 'string|null', flatNumber: 'string|null', houseNumber: 'string|null', region: 'string|null', street: 'string|null' };

const PROFILE: Shape = {
  id: 'number',
  email: 'string|null',
  emailVerified: 'boolean',
  phone: 'string',
  firstName: 'string|null',
  lastName: 'string|null',
  middleName: 'string|null',
  fio: 'string|null',
  createdAt: 'string',
  updatedAt: 'string',
  activated: 'boolean',
  passportData: 'string|null',
  passportDate: 'string|null',
  passportIssued: 'string|null',
  passportFmsCode: 'string|null',
  snilsNumber: 'string|null',
  snils: 'string|null',
  inn: 'string|null',
  driversLicenseNumber: 'string|null',
  driversLicenseSeries: 'string|null',
  clientUuid: 'string|null',
  userIdentifier: 'string',
  birthPlace: 'string|null',
  birthday: 'string|null',
  gender: 'string',
  registrationAddress: ADDRESS,
  actualAddress: ADDRESS,
  registrationFullAddress: 'string|null',
  actualFullAddress: 'string|null',
  workField: 'string|null',
  companyName: 'string|null',
  totalIncome: 'number|null',
  jobTitle: 'string|null',
  workPhone: 'string|null',
  education: 'string|null',
  privacyAgreement: 'boolean',
  mailingAgreement: 'boolean',
  jobs: 'array',
  educations: 'array',
};

const LEAD: Shape = {
  id: 'number',
  uuid: 'string',
  status: 'string',
  collected: 'boolean',
  createdAt: 'string',
  updatedAt: 'string',
  amount: 'number|null',
  term: 'number|null',
  sectionSlug: 'string|null',
  sourcePage: 'string|null',
  clientUuid: 'string|null',
  fio: 'string|null',
  phone: 'string|null',
  email: 'string|null',
  birthday: 'string|null',
  passportData: 'string|null',
  passportDate: 'string|null',
  passportFmsCode: 'string|null',
  passportIssued: 'string|null',
  birthPlace: 'string|null',
  registrationFullAddress: 'string|null',
  userAnotherRegistrationRegion: 'boolean|null',
  actualFullAddress: 'string|null',
  workField: 'string|null',
  totalIncome: 'number|null',
  companyName: 'string|null',
  jobTitle: 'string|null',
  workPhone: 'string|null',
  education: 'string|null',
  privacyAgreement: 'boolean|null',
  mailingAgreement: 'boolean|null',
};

const TOKENS: Shape = { token: 'string', refresh_token: 'string' };
const SENT: Shape = { sent: 'boolean', lockTtl: 'number' };
const POST_SUMMARY: Shape = {
  id: 'number',
  slug: 'string',
  title: 'string',
  excerpt: 'string',
  category: { id: 'number', slug: 'string', title: 'string' },
  publishedAt: 'string',
  views: 'number',
  likes: 'number',
  commentsCount: 'number',
};
const COMMENT: Shape = { id: 'number', postId: 'number', parentId: 'number|null', authorName: 'string', text: 'string', createdAt: 'string' };

const VALID_LEAD = {
  amount: 30000,
  term: 7,
  fio: 'Смирнов Алексей Игоревич',
  phone: '79991112233',
  email: 'alexey@example.ru',
  birthday: '1992-04-10',
  privacyAgreement: true,
  mailingAgreement: true,
  sourcePage: 'main_confirmation',
  clientUuid: '3c1b9f9e-2d33-4f0a-9bb2-4b4f0e1d2a11',
  utm_source: 'yandex',
};

let h: Harness;
let anonymToken: string;
let userToken: string;

beforeEach(async () => {
  h = await createHarness();
  anonymToken = (await h.anonym()).token;
  userToken = (await h.login()).token;
});

afterEach(() => h.close());

describe('auth', () => {
  test('POST /auth/anonym → token pair', async () => {
    const res = await h.call('POST', '/auth/anonym');
    expect(res.status).toBe(200);
    expectShape(res.body, TOKENS);
  });

  test('POST /auth/refresh-token → new token pair', async () => {
    const { refresh_token } = await h.anonym();
    const res = await h.call('POST', '/auth/refresh-token', { body: { refresh_token } });
    expect(res.status).toBe(200);
    expectShape(res.body, TOKENS);
  });

  test('POST /auth/phone/send-code → sent, lockTtl', async () => {
    const res = await h.call('POST', '/auth/phone/send-code', { token: anonymToken, body: { phone: '79995550000', action: 'lead_form' } });
    expect(res.status).toBe(200);
    expectShape(res.body, SENT);
  });

  test('POST /auth/phone → tokens', async () => {
    await h.call('POST', '/auth/phone/send-code', { token: anonymToken, body: { phone: '79995550000', action: 'lead_form' } });
    const { code } = asObject((await h.call('GET', '/__dev/codes/79995550000')).body);
    const res = await h.call('POST', '/auth/phone', { token: anonymToken, body: { phone: '79995550000', code, refHash: 'abc' } });
    expect(res.status).toBe(200);
    expectShape(res.body, TOKENS);
  });

  test('POST /auth/login → tokens', async () => {
    const res = await h.call('POST', '/auth/login', { token: anonymToken, body: { phone: '79990000001', password: 'secret1' } });
    expect(res.status).toBe(200);
    expectShape(res.body, TOKENS);
  });

  test('POST /auth/activate → activated', async () => {
    const res = await h.call('POST', '/auth/activate', { token: userToken, body: { password: 'newpass1', repeatPassword: 'newpass1' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ activated: true });
  });
});

describe('user', () => {
  test('GET /user/profile → every profile field', async () => {
    const res = await h.call('GET', '/user/profile', { token: userToken });
    expect(res.status).toBe(200);
    expectShape(res.body, PROFILE);
  });

  test('PUT /user/profile → saved profile', async () => {
    const res = await h.call('PUT', '/user/profile', { token: userToken, body: { firstName: 'Пётр' } });
    expect(res.status).toBe(200);
    expectShape(res.body, PROFILE);
  });

  test('DELETE /user/profile → 204', async () => {
    const res = await h.call('DELETE', '/user/profile', { token: userToken });
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
  });

  test('POST /user/email/send-code → sent, lockTtl', async () => {
    const res = await h.call('POST', '/user/email/send-code', { token: userToken, body: { email: 'new@example.ru' } });
    expect(res.status).toBe(200);
    expectShape(res.body, SENT);
  });

  test('POST /user/email/verify → emailVerified', async () => {
    await h.call('POST', '/user/email/send-code', { token: userToken, body: { email: 'new@example.ru' } });
    const { code } = asObject((await h.call('GET', '/__dev/codes/new@example.ru')).body);
    const res = await h.call('POST', '/user/email/verify', { token: userToken, body: { email: 'new@example.ru', code } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ emailVerified: true });
  });

  test('GET /user/speedUpData → draftLead', async () => {
    const res = await h.call('GET', '/user/speedUpData', { token: userToken });
    expect(res.status).toBe(200);
    expectShape(res.body, { draftLead: LEAD });
  });

  test('GET /user/credit-score', async () => {
    const res = await h.call('GET', '/user/credit-score', { token: userToken });
    expect(res.status).toBe(200);
    expectShape(res.body, { score: 'number', grade: 'string', updatedAt: 'string', factors: 'array' });
    const body = asObject(res.body);
    expect(body.score).toBeGreaterThanOrEqual(300);
    expect(body.score).toBeLessThanOrEqual(850);
    expect(['A', 'B', 'C', 'D', 'E']).toContain(body.grade);
    expectEach(body.factors, { title: 'string', impact: 'string' });
  });
});

describe('loyalty', () => {
  test('GET /loyalty/settings → isActive', async () => {
    const res = await h.call('GET', '/loyalty/settings', { token: userToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ isActive: true });
  });

  test('GET /loyalty/coins', async () => {
    const res = await h.call('GET', '/loyalty/coins', { token: userToken });
    expect(res.status).toBe(200);
    expectShape(res.body, { isActive: 'boolean', coins: 'number', rubEquivalent: 'number', rate: { coins: 'number', rubles: 'number' }, expiring: 'object|null' });
  });

  test('GET /loyalty/balances', async () => {
    const res = await h.call('GET', '/loyalty/balances', { token: userToken });
    expect(res.status).toBe(200);
    expectEach(asObject(res.body).balances, { type: 'string', title: 'string', amount: 'number', unit: 'string' });
  });

  test('GET /loyalty/history', async () => {
    const res = await h.call('GET', '/loyalty/history', { token: userToken });
    expect(res.status).toBe(200);
    expectShape(res.body, { items: 'array', total: 'number', page: 'number', limit: 'number' });
    expectEach(asObject(res.body).items, { id: 'number', type: 'string', amount: 'number', title: 'string', createdAt: 'string' });
  });
});

describe('leads', () => {
  test('GET /leads/byUuid/{uuid} → lead', async () => {
    const res = await h.call('GET', `/leads/byUuid/${SEED_LEAD_UUIDS.pending}`, { token: userToken });
    expect(res.status).toBe(200);
    expectShape(res.body, { lead: LEAD });
  });

  test('POST /leads/user → 201 lead {id, uuid}', async () => {
    const res = await h.call('POST', '/leads/user', { token: anonymToken, body: VALID_LEAD });
    expect(res.status).toBe(201);
    expectShape(res.body, { lead: { id: 'number', uuid: 'string' } });
  });

  test('POST /leads/user with a known passport → 200 duplicateUuid', async () => {
    const res = await h.call('POST', '/leads/user', { token: anonymToken, body: { ...VALID_LEAD, passportData: '4510 123456' } });
    expect(res.status).toBe(200);
    expectShape(res.body, { lead: 'null', duplicateUuid: 'string' });
  });

  test('PUT /leads/user/{id} → lead {id, uuid}', async () => {
    const created = asObject(asObject((await h.call('POST', '/leads/user', { token: anonymToken, body: VALID_LEAD })).body).lead);
    const res = await h.call('PUT', `/leads/user/${String(created.id)}`, { token: anonymToken, body: { passportData: '1234 567890' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ lead: { id: created.id, uuid: created.uuid } });
  });
});

describe('suggestions', () => {
  const SUGGESTION: Shape = { value: 'string', unrestricted_value: 'string', data: 'object' };

  test.each([
    ['/suggestions/address', { query: 'москва' }],
    ['/suggestions/fio', { query: 'Иван', parts: ['SURNAME', 'NAME', 'PATRONYMIC'] }],
    ['/suggestions/fms_unit', { query: '770' }],
    ['/suggestions/email', { query: 'ivan@' }],
  ])('POST %s → suggestions[].data', async (url, body) => {
    const res = await h.call('POST', url, { token: anonymToken, body });
    expect(res.status).toBe(200);
    expectEach(asObject(res.body).suggestions, SUGGESTION);
  });

  test('address data carries the DaData fields', async () => {
    const res = await h.call('POST', '/suggestions/address', { token: anonymToken, body: { query: 'Казань Баумана' } });
    const [first] = asObject(res.body).suggestions as unknown[];
    expectShape(asObject(first).data, {
      region: 'string',
      region_with_type: 'string',
      region_kladr_id: 'string',
      city: 'string|null',
      settlement: 'string|null',
      street: 'string|null',
      house: 'string|null',
      flat: 'string|null',
      kladr_id: 'string',
      fias_id: 'string',
      okato: 'string|null',
      postal_code: 'string|null',
    });
  });
});

describe('blog', () => {
  test('GET /blog/categories', async () => {
    const res = await h.call('GET', '/blog/categories', { token: anonymToken });
    expect(res.status).toBe(200);
    expectEach(asObject(res.body).categories, { id: 'number', slug: 'string', title: 'string', postsCount: 'number' }, 2);
  });

  test('GET /blog/categories/menu', async () => {
    const res = await h.call('GET', '/blog/categories/menu', { token: anonymToken });
    expect(res.status).toBe(200);
    expectEach(asObject(res.body).menu, { id: 'number', slug: 'string', title: 'string' }, 2);
  });

  test('GET /blog/posts', async () => {
    const res = await h.call('GET', '/blog/posts', { token: anonymToken });
    expect(res.status).toBe(200);
    expectShape(res.body, { posts: 'array', total: 'number', page: 'number', limit: 'number' });
    expectEach(asObject(res.body).posts, POST_SUMMARY, 4);
  });

  test('GET /blog/posts/{slug}', async () => {
    const res = await h.call('GET', '/blog/posts/kreditnaya-istoriya', { token: anonymToken });
    expect(res.status).toBe(200);
    expectShape(res.body, { post: { ...POST_SUMMARY, body: 'string' }, related: 'array' });
    expectEach(asObject(res.body).related, POST_SUMMARY, 3);
  });

  test('GET /blog/search', async () => {
    const res = await h.call('GET', `/blog/search?query=${encodeURIComponent('займ')}`, { token: anonymToken });
    expect(res.status).toBe(200);
    expectShape(res.body, { query: 'string', posts: 'array', total: 'number' });
    expectEach(asObject(res.body).posts, POST_SUMMARY);
  });

  test('POST /blog/view', async () => {
    const res = await h.call('POST', '/blog/view', { token: anonymToken, body: { postId: 1 } });
    expect(res.status).toBe(200);
    expectShape(res.body, { postId: 'number', views: 'number' });
  });

  test('GET, POST and DELETE /blog/{id}/likes', async () => {
    const before = await h.call('GET', '/blog/1/likes', { token: anonymToken });
    expect(before.status).toBe(200);
    expectShape(before.body, { postId: 'number', likes: 'number', liked: 'boolean' });
    const after = await h.call('POST', '/blog/1/likes', { token: anonymToken, body: {} });
    expect(after.body).toEqual({ postId: 1, likes: Number(asObject(before.body).likes) + 1, liked: true });
    const taken = await h.call('DELETE', '/blog/1/likes', { token: anonymToken, body: {} });
    expect(taken.body).toEqual({ ...asObject(before.body), liked: false });
  });

  test('GET and POST /blog/comments', async () => {
    const list = await h.call('GET', '/blog/comments?postId=1', { token: anonymToken });
    expect(list.status).toBe(200);
    expectEach(asObject(list.body).comments, COMMENT);
    const created = await h.call('POST', '/blog/comments', { token: anonymToken, body: { postId: 1, text: 'Спасибо!', authorName: 'Ольга' } });
    expect(created.status).toBe(201);
    expectShape(created.body, { comment: COMMENT });
  });

  test('GET /blog/{id}/comments/get-tree', async () => {
    const res = await h.call('GET', '/blog/1/comments/get-tree', { token: anonymToken });
    expect(res.status).toBe(200);
    expectEach(asObject(res.body).comments, { ...COMMENT, children: 'array' });
  });

  test('GET /currency', async () => {
    const res = await h.call('GET', '/currency', { token: anonymToken });
    expect(res.status).toBe(200);
    expectShape(res.body, { USD: 'number', EUR: 'number', CNY: 'number', updatedAt: 'string' });
  });
});

describe('other', () => {
  test('GET /activities', async () => {
    const res = await h.call('GET', '/activities', { token: userToken });
    expect(res.status).toBe(200);
    expectShape(res.body, { items: 'array', total: 'number', page: 'number', limit: 'number' });
    expectEach(asObject(res.body).items, { id: 'string', type: 'string', title: 'string', leadId: 'number', uuid: 'string', status: 'string', createdAt: 'string' });
  });

  test('GET /activities/summary', async () => {
    const res = await h.call('GET', '/activities/summary', { token: userToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ total: 4, approved: 1, rejected: 1, pending: 1, empty: 1, lastActivityAt: expect.any(String) });
  });

  test('GET /pdl/check/{id} and /pdl/get/{id}', async () => {
    const check = await h.call('GET', '/pdl/check/pdl-demo', { token: anonymToken });
    expect(check.status).toBe(200);
    expectShape(check.body, { id: 'string', valid: 'boolean', status: 'string', expiresAt: 'string' });
    const get = await h.call('GET', '/pdl/get/pdl-demo', { token: anonymToken });
    expect(get.status).toBe(200);
    expectShape(get.body, { id: 'string', status: 'string', lead: { amount: 'number', term: 'number', fio: 'string', phone: 'string', sourcePage: 'string' } });
    expect((await h.call('GET', '/pdl/check/unknown', { token: anonymToken })).status).toBe(404);
  });

  test('GET /shopwindows/offers', async () => {
    const res = await h.call('GET', `/shopwindows/offers?scenario=lead&uuid=${SEED_LEAD_UUIDS.pending}`, { token: anonymToken });
    expect(res.status).toBe(200);
    const offers = asObject(res.body).offers as unknown[];
    expect(offers.length).toBeGreaterThanOrEqual(6);
    expect(offers.length).toBeLessThanOrEqual(8);
    expectEach(offers, {
      id: 'number',
      companyId: 'number',
      amount: { min: 'number', max: 'number' },
      term: { min: 'number', max: 'number' },
      rate: 'number',
      approvalProbability: 'number',
      url: 'string',
      isBest: 'boolean',
    });
    for (const offer of offers) expect(String(asObject(offer).url)).toMatch(/^https:\/\//);
  });

  test('GET /companies', async () => {
    const res = await h.call('GET', '/companies', { token: anonymToken });
    expect(res.status).toBe(200);
    expectEach(asObject(res.body).companies, { id: 'number', name: 'string', logoUrl: 'null', license: 'string' });
  });
});

describe('content, redirects and blocked routes (no token needed for docs/redirects/blacklist)', () => {
  test.each(['privacy-agreement', 'mailing-agreement'])('GET /docs/%s', async (slug) => {
    const res = await h.call('GET', `/docs/${slug}`);
    expect(res.status).toBe(200);
    expectShape(res.body, { slug: 'string', title: 'string', body: 'string', updatedAt: 'string' });
    expect(String(asObject(res.body).title)).toMatch(/[а-яА-Я]/);
  });

  test('GET /docs/unknown → 404', async () => {
    expect((await h.call('GET', '/docs/unknown')).status).toBe(404);
  });

  test('GET /ll/{slug}', async () => {
    const res = await h.call('GET', '/ll/zaim-na-kartu', { token: anonymToken });
    expect(res.status).toBe(200);
    expectShape(res.body, { slug: 'string', title: 'string', body: 'string', seo: { title: 'string', description: 'string' } });
  });

  test('GET /redirects', async () => {
    const res = await h.call('GET', '/redirects');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { from: '/promo', to: '/', permanent: true },
      { from: '/partner', to: 'https://example.org/partner', external: true },
    ]);
  });

  test('GET /routes/blacklist', async () => {
    const res = await h.call('GET', '/routes/blacklist');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ paths: [] });
  });
});

describe('every token-protected row answers 401 without a token', () => {
  test.each([
    ['POST', '/auth/phone/send-code'],
    ['POST', '/auth/phone'],
    ['POST', '/auth/login'],
    ['POST', '/auth/activate'],
    ['GET', '/user/profile'],
    ['PUT', '/user/profile'],
    ['DELETE', '/user/profile'],
    ['POST', '/user/email/send-code'],
    ['POST', '/user/email/verify'],
    ['GET', '/user/speedUpData'],
    ['GET', '/user/credit-score'],
    ['GET', '/loyalty/settings'],
    ['GET', '/loyalty/coins'],
    ['GET', '/loyalty/balances'],
    ['GET', '/loyalty/history'],
    ['GET', `/leads/byUuid/${SEED_LEAD_UUIDS.pending}`],
    ['POST', '/leads/user'],
    ['PUT', '/leads/user/1'],
    ['POST', '/suggestions/address'],
    ['POST', '/suggestions/fio'],
    ['POST', '/suggestions/fms_unit'],
    ['POST', '/suggestions/email'],
    ['GET', '/blog/categories'],
    ['GET', '/blog/categories/menu'],
    ['GET', '/blog/comments'],
    ['GET', '/blog/1/comments/get-tree'],
    ['GET', '/blog/search?query=x'],
    ['GET', '/blog/posts'],
    ['POST', '/blog/view'],
    ['GET', '/blog/posts/kak-vybrat-mikrozaim'],
    ['POST', '/blog/1/likes'],
    ['GET', '/currency'],
    ['GET', '/activities'],
    ['GET', '/activities/summary'],
    ['GET', '/pdl/check/pdl-demo'],
    ['GET', '/pdl/get/pdl-demo'],
    ['GET', '/shopwindows/offers'],
    ['GET', '/companies'],
    ['GET', '/ll/zaim-na-kartu'],
  ] as const)('%s %s', async (method, url) => {
    const res = await h.call(method, url, { body: method === 'GET' || method === 'DELETE' ? undefined : {} });
    expect(res.status).toBe(401);
    expect(asObject(res.body).code).toBe('token_invalid');
    expect(typeof asObject(res.body).message).toBe('string');
  });
});
