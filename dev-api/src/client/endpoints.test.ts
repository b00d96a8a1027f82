/**
 * Every call of SPEC §7 once, through the page's real client, against an in-process dev-api: the
 * contract's shared calls (`authApi`, `suggestionsApi`, `blogApi`) as they are, and the calls each
 * part owns (beside its feature, not importable here) as the same requests with the contract's
 * DTOs. The tests run in order and share one server: user 1 signs in first and deletes the
 * account last.
 */
import { apiClient, saveUserTokens, sessionCalls, type TokenPair } from '@microloans/platform';
import {
  authApi,
  blogApi,
  isDuplicateAnswer,
  suggestionsApi,
  toProfileSavePayload,
  type ActivitiesParams,
  type ActivitiesSummaryDto,
  type ActivityDto,
  type CodeSentDto,
  type CompaniesDto,
  type CreditScoreDto,
  type DocDto,
  type DocsDto,
  type EmailVerifiedDto,
  type LandingPageDto,
  type LeadAnswerDto,
  type LeadRequest,
  type LeadSaveAnswerDto,
  type LoyaltyBalancesDto,
  type LoyaltyCoinsDto,
  type LoyaltyHistoryDto,
  type OffersDto,
  type OffersParams,
  type PagedItemsDto,
  type PageParams,
  type PdlCheckDto,
  type PdlDto,
  type ProfileSaveInput,
  type RedirectDto,
  type BlockedRoutesDto,
  type SendEmailCodeRequest,
  type SpeedUpDataDto,
  type UserProfileAnswerDto,
  type VerifyEmailRequest,
} from '@microloans/shared-contracts/api';
import { asObject } from '../test-utils/harness';
import { createClientHarness, type ClientHarness } from './client-harness';

const seededUser = { phone: '79990000001', password: 'secret1' };
const newPhone = '79990000077';
const seededPassport = '4510 123456';
const pendingLeadUuid = '0b6a1f7e-0003-4a10-8000-000000000003';
const draftLeadUuid = '0b6a1f7e-0004-4a10-8000-000000000004';

const newLead: LeadRequest = {
  amount: 12000,
  term: 14,
  fio: 'Смирнов Алексей Игоревич',
  phone: '79991112233',
  birthday: '1992-04-10',
  passportData: '4511 654321',
  privacyAgreement: true,
  mailingAgreement: true,
  sourcePage: 'main_confirmation',
  scenario: 'lead',
  type: 'simple',
  utm_source: 'yandex',
  utm_campaign: 'spring',
};

const get = <Answer>(path: string, params?: object) => apiClient.get<Answer>(path, { params }).then((r) => r.data);
const enc = encodeURIComponent;

// The parts' own calls, as they send them.
const userApi = {
  getProfile: sessionCalls.getProfile,
  saveProfile: (profile: ProfileSaveInput) =>
    apiClient.put<UserProfileAnswerDto>('/user/profile', toProfileSavePayload(profile), { keepEmptyValues: true }).then((r) => r.data),
  deleteProfile: () => apiClient.delete('/user/profile').then(() => undefined),
  sendEmailCode: (body: SendEmailCodeRequest) => apiClient.post<CodeSentDto>('/user/email/send-code', body, { silent: true }).then((r) => r.data),
  verifyEmail: (body: VerifyEmailRequest) => apiClient.post<EmailVerifiedDto>('/user/email/verify', body, { silent: true }).then((r) => r.data),
  getSpeedUpData: () => get<SpeedUpDataDto>('/user/speedUpData'),
  getCreditScore: () => get<CreditScoreDto>('/user/credit-score'),
};
const loyaltyApi = {
  getSettings: sessionCalls.getLoyaltySettings,
  getCoins: () => get<LoyaltyCoinsDto>('/loyalty/coins'),
  getBalances: () => get<LoyaltyBalancesDto>('/loyalty/balances'),
  getHistory: (params: PageParams = {}) => get<LoyaltyHistoryDto>('/loyalty/history', params),
};
const leadsApi = {
  getByUuid: (uuid: string) => get<LeadAnswerDto>(`/leads/byUuid/${enc(uuid)}`),
  create: (body: LeadRequest) => apiClient.post<LeadSaveAnswerDto>('/leads/user', body).then((r) => r.data),
  update: (id: number, body: LeadRequest) => apiClient.put<LeadSaveAnswerDto>(`/leads/user/${enc(id)}`, body).then((r) => r.data),
};
const shopwindowApi = {
  getOffers: (params: OffersParams) => get<OffersDto>('/shopwindows/offers', params),
  getCompanies: () => get<CompaniesDto>('/companies'),
};
const contentApi = {
  docs: () => get<DocsDto>('/docs'),
  doc: (slug: string) => get<DocDto>(`/docs/${enc(slug)}`),
  landingPage: (slug: string) => get<LandingPageDto>(`/ll/${enc(slug)}`),
  redirects: () => get<RedirectDto[]>('/redirects'),
  blockedRoutes: () => get<BlockedRoutesDto>('/routes/blacklist'),
};
const activitiesApi = {
  list: (params: ActivitiesParams = {}) => get<PagedItemsDto<ActivityDto>>('/activities', params),
  summary: () => get<ActivitiesSummaryDto>('/activities/summary'),
};
const pdlApi = {
  check: (id: string) => get<PdlCheckDto>(`/pdl/check/${enc(id)}`),
  get: (id: string) => get<PdlDto>(`/pdl/get/${enc(id)}`),
};

let h: ClientHarness;
let seededUserTokens: TokenPair;
let created: { id: number; uuid: string };

/** The last code dev-api sent to a phone or an email. */
async function lastCodeSentTo(target: string): Promise<string> {
  const { status, body } = await h.server.call('GET', `/__dev/codes/${encodeURIComponent(target)}`);
  expect(status).toBe(200);
  return String(asObject(body).code);
}

beforeAll(async () => {
  h = await createClientHarness();
});

afterAll(() => h.close());

describe('authApi', () => {
  it('login: a wrong password rejects without a toast; the right one answers a token pair', async () => {
    await expect(authApi.login({ phone: seededUser.phone, password: 'wrong-one' })).rejects.toMatchObject({
      kind: 'http',
      status: 400,
      code: 'invalid_credentials',
    });
    expect(h.toasts).toEqual([]);

    seededUserTokens = await authApi.login(seededUser);

    expect(seededUserTokens).toEqual({ token: expect.any(String), refresh_token: expect.any(String) });
  });

  it('sendPhoneCode answers sent with the lock; a second request inside the lock is not sent', async () => {
    expect(await authApi.sendPhoneCode({ phone: newPhone, action: 'lead_form' })).toEqual({ sent: true, lockTtl: 60 });
    expect(await authApi.sendPhoneCode({ phone: newPhone, action: 'lead_form' })).toEqual({
      sent: false,
      lockTtl: expect.any(Number),
    });
  });

  it('signInByPhone with the sent code signs a new, not activated user in', async () => {
    const pair = await authApi.signInByPhone({ phone: newPhone, code: await lastCodeSentTo(newPhone) });
    saveUserTokens(pair);

    const profile = await userApi.getProfile();

    expect(profile).toMatchObject({ phone: newPhone, activated: false });
  });

  it('activate sets the password: the new user can then log in with it', async () => {
    expect(await authApi.activate({ password: 'parol77', repeatPassword: 'parol77' })).toEqual({ activated: true });
    expect(await userApi.getProfile()).toMatchObject({ activated: true });
    await expect(authApi.login({ phone: newPhone, password: 'parol77' })).resolves.toHaveProperty('token');

    saveUserTokens(seededUserTokens);
  });
});

describe('userApi', () => {
  it('getProfile answers the seeded user 1', async () => {
    expect(await userApi.getProfile()).toMatchObject({
      id: 1,
      phone: seededUser.phone,
      lastName: 'Петров',
      fio: 'Петров Иван Сергеевич',
      passportData: seededPassport,
      emailVerified: true,
    });
  });

  it('saveProfile sends the edited profile: an emptied field is cleared to null, the others kept', async () => {
    const profile = await userApi.getProfile();
    expect(profile.jobTitle).not.toBeNull();

    const saved = await userApi.saveProfile({ ...profile, jobTitle: '', companyName: 'ООО «Тест»' });

    expect(saved).toMatchObject({ jobTitle: null, companyName: 'ООО «Тест»', passportData: seededPassport, emailVerified: true });
    expect(await userApi.getProfile()).toMatchObject({ jobTitle: null, companyName: 'ООО «Тест»' });
  });

  it('sendEmailCode and verifyEmail make the new email the verified profile email', async () => {
    const email = 'ivan.new@example.ru';
    expect(await userApi.sendEmailCode({ email })).toEqual({ sent: true, lockTtl: 60 });

    expect(await userApi.verifyEmail({ email, code: await lastCodeSentTo(email) })).toEqual({ emailVerified: true });
    expect(await userApi.getProfile()).toMatchObject({ email, emailVerified: true });
  });

  it('verifyEmail with a wrong code rejects with a violation on code, without a toast', async () => {
    await expect(userApi.verifyEmail({ email: 'ivan.new@example.ru', code: '0000' })).rejects.toMatchObject({
      kind: 'validation',
      violations: [{ propertyPath: 'code', message: 'Неправильный код' }],
    });
    expect(h.toasts).toEqual([]);
  });

  it('getSpeedUpData answers the unfinished draft lead', async () => {
    const { draftLead } = await userApi.getSpeedUpData();

    expect(draftLead).toMatchObject({ id: 4, uuid: draftLeadUuid, status: 'empty', collected: false });
  });

  it('getCreditScore answers a score in 300..850 with a grade that fits it', async () => {
    const { score, grade, factors } = await userApi.getCreditScore();

    expect(score).toBeGreaterThanOrEqual(300);
    expect(score).toBeLessThanOrEqual(850);
    const expectedGrade = score >= 750 ? 'A' : score >= 650 ? 'B' : score >= 550 ? 'C' : score >= 450 ? 'D' : 'E';
    expect(grade).toBe(expectedGrade);
    expect(factors.length).toBeGreaterThan(0);
  });
});

describe('loyaltyApi', () => {
  it('getSettings: user 1 is in the programme', async () => {
    expect(await loyaltyApi.getSettings()).toEqual({ isActive: true });
  });

  it('getCoins: 1250 coins worth 125 rubles at 10 coins a ruble', async () => {
    expect(await loyaltyApi.getCoins()).toMatchObject({ coins: 1250, rubEquivalent: 125, rate: { coins: 10, rubles: 1 } });
  });

  it('getBalances: coins, cashback and referral balances', async () => {
    const { balances } = await loyaltyApi.getBalances();

    expect(balances.map((balance) => balance.type)).toEqual(['coins', 'cashback', 'referral']);
    expect(balances[0]).toMatchObject({ amount: 1250, unit: 'coin' });
  });

  it('getHistory pages the operations, newest first', async () => {
    const history = await loyaltyApi.getHistory({ page: 1, limit: 2 });

    expect(history).toMatchObject({ page: 1, limit: 2 });
    expect(history.items).toHaveLength(2);
    expect(history.total).toBeGreaterThan(2);
    const [first, second] = history.items;
    expect(first && second && first.createdAt >= second.createdAt).toBe(true);
  });
});

describe('leadsApi', () => {
  it('create answers the new lead id and uuid', async () => {
    const answer = await leadsApi.create(newLead);

    expect(isDuplicateAnswer(answer)).toBe(false);
    if (isDuplicateAnswer(answer)) return;
    expect(answer.lead).toEqual({ id: expect.any(Number), uuid: expect.any(String) });
    created = answer.lead;
  });

  it('create with the passport of an existing lead answers the duplicate uuid and creates nothing', async () => {
    const answer = await leadsApi.create({ ...newLead, passportData: seededPassport });

    expect(isDuplicateAnswer(answer)).toBe(true);
    expect(answer).toEqual({ lead: null, duplicateUuid: pendingLeadUuid });
  });

  it('getByUuid answers the lead with its fields and tracking parameters', async () => {
    const { lead } = await leadsApi.getByUuid(created.uuid);

    expect(lead).toMatchObject({
      id: created.id,
      uuid: created.uuid,
      amount: 12000,
      passportData: '4511 654321',
      status: 'empty',
      utm_source: 'yandex',
      utm_campaign: 'spring',
    });
  });

  it('update merges the body into the lead', async () => {
    expect(await leadsApi.update(created.id, { amount: 20000, jobTitle: 'Инженер' })).toEqual({ lead: created });

    expect((await leadsApi.getByUuid(created.uuid)).lead).toMatchObject({ amount: 20000, jobTitle: 'Инженер', term: 14 });
  });
});

describe('suggestionsApi', () => {
  it('address: Казань answers addresses of Tatarstan with a 13-digit region KLADR id', async () => {
    const { suggestions } = await suggestionsApi.address({ query: 'Казань', count: 3 });

    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(3);
    for (const { value, data } of suggestions) {
      expect(value).toContain('Казань');
      expect(data.region_kladr_id).toMatch(/^16\d{11}$/);
    }
  });

  it('fio completes a full name, and with one part suggests only that part', async () => {
    const full = await suggestionsApi.fio({ query: 'Петров Ив' });
    expect(full.suggestions[0]?.data).toMatchObject({ surname: 'Петров', name: expect.stringMatching(/^Ив/), gender: 'MALE' });

    const names = await suggestionsApi.fio({ query: 'Ив', parts: ['NAME'] });
    expect(names.suggestions.length).toBeGreaterThan(0);
    for (const { data } of names.suggestions) expect(data).toMatchObject({ surname: null, name: expect.stringMatching(/^Ив/) });
  });

  it('fmsUnit finds offices by division code prefix', async () => {
    const { suggestions } = await suggestionsApi.fmsUnit({ query: '770-0' });

    expect(suggestions.length).toBeGreaterThan(0);
    for (const { data } of suggestions) expect(data).toMatchObject({ code: expect.stringMatching(/^770-0/), region_code: '77' });
  });

  it('email completes the domain', async () => {
    const { suggestions } = await suggestionsApi.email({ query: 'ivan@y' });

    expect(suggestions.map((suggestion) => suggestion.value)).toEqual(expect.arrayContaining(['ivan@yandex.ru', 'ivan@ya.ru']));
    expect(suggestions[0]?.data).toMatchObject({ local: 'ivan' });
  });
});

describe('shopwindowApi', () => {
  it('getOffers answers 7 offers for the lead, exactly one of them the best', async () => {
    const answer = await shopwindowApi.getOffers({ scenario: 'lead', uuid: created.uuid });

    expect(answer).toMatchObject({ scenario: 'lead', uuid: created.uuid });
    expect(answer.offers).toHaveLength(7);
    expect(answer.offers.filter((offer) => offer.isBest)).toHaveLength(1);
    for (const offer of answer.offers) expect(new URL(offer.url).searchParams.get('lead')).toBe(created.uuid);
  });

  it('getCompanies answers the 8 lenders', async () => {
    const { companies } = await shopwindowApi.getCompanies();

    expect(companies).toHaveLength(8);
    expect(companies[0]).toEqual({ id: expect.any(Number), name: expect.any(String), logoUrl: null, license: expect.any(String) });
  });
});

describe('blogApi', () => {
  const postId = 2;

  it('categories and categoriesMenu list the same categories', async () => {
    const { categories } = await blogApi.categories();
    const { menu } = await blogApi.categoriesMenu();

    expect(categories.length).toBeGreaterThan(0);
    expect(menu).toEqual(categories.map(({ id, slug, title }) => ({ id, slug, title })));
    expect(categories.reduce((sum, category) => sum + category.postsCount, 0)).toBeGreaterThan(0);
  });

  it('posts pages the summaries, newest first, and filters by category', async () => {
    const page = await blogApi.posts({ limit: 2 });
    expect(page).toMatchObject({ page: 1, limit: 2 });
    expect(page.posts).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);

    const [category] = (await blogApi.categoriesMenu()).menu;
    const inCategory = await blogApi.posts({ category: category?.slug });
    expect(inCategory.posts.length).toBeGreaterThan(0);
    for (const post of inCategory.posts) expect(post.category.slug).toBe(category?.slug);
  });

  it('post answers the post by slug with its HTML body and three related posts', async () => {
    const { post, related } = await blogApi.post('kreditnaya-istoriya');

    expect(post).toMatchObject({ id: postId, slug: 'kreditnaya-istoriya' });
    expect(post.body).toContain('<script');
    expect(related).toHaveLength(3);
    expect(related.map((other) => other.id)).not.toContain(postId);
  });

  it('search finds posts by text', async () => {
    const answer = await blogApi.search('кредитная история');

    expect(answer.query).toBe('кредитная история');
    expect(answer.total).toBe(answer.posts.length);
    expect(answer.posts.map((post) => post.id)).toContain(postId);
  });

  it('view counts one view', async () => {
    const before = (await blogApi.post('kreditnaya-istoriya')).post.views;

    expect(await blogApi.view(postId)).toEqual({ postId, views: before + 1 });
  });

  it('likes reads the likes, like adds this visitor once and unlike takes it back', async () => {
    const { likes } = await blogApi.likes(postId);

    expect(await blogApi.like(postId)).toEqual({ postId, likes: likes + 1, liked: true });
    expect(await blogApi.like(postId)).toEqual({ postId, likes: likes + 1, liked: true });
    expect(await blogApi.likes(postId)).toEqual({ postId, likes: likes + 1, liked: true });
    expect(await blogApi.unlike(postId)).toEqual({ postId, likes, liked: false });
  });

  it('addComment adds a comment signed with the user first name, and a reply to it', async () => {
    const { comment } = await blogApi.addComment({ postId, text: 'Полезно, спасибо' });
    expect(comment).toMatchObject({ postId, parentId: null, authorName: 'Иван', text: 'Полезно, спасибо' });

    const reply = await blogApi.addComment({ postId, text: 'Согласна', parentId: comment.id, authorName: 'Мария' });
    expect(reply.comment).toMatchObject({ parentId: comment.id, authorName: 'Мария' });
  });

  it('comments lists a post comments flat; without a post, every comment', async () => {
    const ofPost = await blogApi.comments(postId);
    expect(ofPost.total).toBe(ofPost.comments.length);
    expect(ofPost.comments.every((comment) => comment.postId === postId)).toBe(true);
    expect(ofPost.comments.map((comment) => comment.text)).toEqual(expect.arrayContaining(['Полезно, спасибо', 'Согласна']));

    const all = await blogApi.comments();
    expect(all.total).toBeGreaterThan(ofPost.total);
  });

  it('commentTree nests replies under their parent', async () => {
    const tree = await blogApi.commentTree(postId);

    expect(tree).toMatchObject({ postId, total: (await blogApi.comments(postId)).total });
    const mine = tree.comments.find((comment) => comment.text === 'Полезно, спасибо');
    expect(mine?.children).toEqual([expect.objectContaining({ text: 'Согласна', children: [] })]);
  });

  it('currency answers ruble rates', async () => {
    const rates = await blogApi.currency();

    for (const rate of [rates.USD, rates.EUR, rates.CNY]) expect(rate).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(rates.updatedAt))).toBe(false);
  });
});

describe('contentApi', () => {
  it('docs lists the documents and doc answers one', async () => {
    const { docs } = await contentApi.docs();
    expect(docs.map((doc) => doc.slug)).toEqual(expect.arrayContaining(['privacy-agreement', 'mailing-agreement', 'terms']));

    const doc = await contentApi.doc('privacy-agreement');
    expect(doc).toMatchObject({ slug: 'privacy-agreement', title: docs.find((item) => item.slug === 'privacy-agreement')?.title });
    expect(doc.body).toContain('<h1>');
  });

  it('doc encodes its slug: a slug with a slash stays one path segment (404), not another document', async () => {
    await expect(contentApi.doc('privacy-agreement/../terms')).rejects.toMatchObject({ kind: 'http', status: 404 });
  });

  it('landingPage answers the page with its SEO texts', async () => {
    expect(await contentApi.landingPage('zaim-na-kartu')).toMatchObject({
      slug: 'zaim-na-kartu',
      seo: { title: expect.any(String), description: expect.any(String) },
    });
  });

  it('redirects and blockedRoutes answer the seeded lists', async () => {
    expect(await contentApi.redirects()).toEqual([
      { from: '/promo', to: '/', permanent: true },
      { from: '/partner', to: 'https://example.org/partner', external: true },
    ]);
    expect(await contentApi.blockedRoutes()).toEqual({ paths: [] });
  });
});

describe('activitiesApi', () => {
  it('list answers the user applications, narrowed by status', async () => {
    const all = await activitiesApi.list();
    expect(all.total).toBe(5);
    expect(all.items.map((item) => item.uuid)).toEqual(expect.arrayContaining([created.uuid, pendingLeadUuid]));

    const approved = await activitiesApi.list({ status: 'approved', page: 1, limit: 10 });
    expect(approved.total).toBe(1);
    expect(approved.items).toEqual([expect.objectContaining({ id: 'lead-1', type: 'lead', status: 'approved' })]);
  });

  it('summary counts the applications by status', async () => {
    expect(await activitiesApi.summary()).toMatchObject({ total: 5, approved: 1, rejected: 1, pending: 1, empty: 2 });
  });
});

describe('pdlApi', () => {
  it('check tells an active link from an expired one', async () => {
    expect(await pdlApi.check('pdl-demo')).toMatchObject({ id: 'pdl-demo', valid: true, status: 'active' });
    expect(await pdlApi.check('pdl-expired')).toMatchObject({ valid: false, status: 'expired' });
  });

  it('get answers the lead the link pre-fills', async () => {
    expect(await pdlApi.get('pdl-demo')).toMatchObject({
      id: 'pdl-demo',
      lead: { amount: 15000, term: 14, sourcePage: 'pd_link' },
    });
  });
});

describe('userApi.deleteProfile', () => {
  it('deletes the account: its token no longer signs anyone in', async () => {
    await expect(userApi.deleteProfile()).resolves.toBeUndefined();

    // The deleted user's token is refused and cannot be refreshed: the session has ended.
    await expect(userApi.getProfile()).rejects.toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(h.sessionsLost()).toBe(1);
    expect(h.tokens()).toMatchObject({ token: null, refresh_token: null });
  });

  it('raised no toast along the way', () => {
    expect(h.toasts).toEqual([]);
  });
});
