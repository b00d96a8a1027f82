/**
 * `GET /shopwindows/offers?scenario=personal`: the cabinet's personal offers, chosen for whoever
 * sends the token from their latest collected application.
 */
import { SEED_LEAD_UUIDS } from './data/leads';
import { asObject, createHarness, type Harness } from './test-utils/harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.close());

type OfferBody = { id: number; approvalProbability: number; url: string; isBest: boolean };

async function personalOffers(token: string, query = '') {
  const res = await h.call('GET', `/shopwindows/offers?scenario=personal${query}`, { token });
  expect(res.status).toBe(200);
  const body = asObject(res.body);
  return { scenario: body.scenario, uuid: body.uuid, offers: body.offers as OfferBody[] };
}

/** An application of the signed-in borrower, finished or left on its first step. */
const application = (amount: number, collected: boolean) => ({
  amount,
  term: 10,
  fio: 'Иванова Мария Петровна',
  phone: '79990000002',
  birthday: '1992-07-01',
  privacyAgreement: true,
  sourcePage: 'main_confirmation',
  ...(collected ? { collected: true } : {}),
});

test('seeded user 1: the offers lending the amount of their latest collected application, best approval first', async () => {
  const { token } = await h.login();
  const answer = await personalOffers(token);
  // …0004 is newer but unfinished; …0003 (30 000 ₽) is the latest collected application.
  expect(answer.scenario).toBe('personal');
  expect(answer.uuid).toBe(SEED_LEAD_UUIDS.pending);
  expect(answer.offers.map(({ id }) => id)).toEqual([101, 102, 105, 104]);
  expect(answer.offers.map(({ approvalProbability }) => approvalProbability)).toEqual([92, 85, 71, 64]);
  expect(answer.offers.map(({ isBest }) => isBest)).toEqual([true, false, false, false]);
  for (const offer of answer.offers) expect(offer.url).toMatch(new RegExp(`^https://example\\.org/lenders/.+[?&]lead=${SEED_LEAD_UUIDS.pending}`));
});

test('another uuid in the query does not change whose offers they are', async () => {
  const { token } = await h.login();
  const answer = await personalOffers(token, `&uuid=${SEED_LEAD_UUIDS.rejected}`);
  expect(answer.uuid).toBe(SEED_LEAD_UUIDS.pending);
  expect(answer.offers.map(({ id }) => id)).toEqual([101, 102, 105, 104]);
});

test('seeded user 2 has no application: no offers', async () => {
  const { token } = await h.login('79990000002', 'secret2');
  expect(await personalOffers(token)).toEqual({ scenario: 'personal', uuid: null, offers: [] });
});

test('an anonymous token gets no personal offers, even with a lead uuid', async () => {
  const { token } = await h.anonym();
  expect(await personalOffers(token, `&uuid=${SEED_LEAD_UUIDS.approved}`)).toEqual({ scenario: 'personal', uuid: null, offers: [] });
});

test('an unfinished application chooses nothing; a collected one does, and the newest decides', async () => {
  const { token } = await h.login('79990000002', 'secret2');
  expect((await h.call('POST', '/leads/user', { token, body: application(5000, false) })).status).toBe(201);
  expect((await personalOffers(token)).offers).toEqual([]);

  const created = await h.call('POST', '/leads/user', { token, body: application(5000, true) });
  const uuid = asObject(asObject(created.body).lead).uuid;
  const small = await personalOffers(token);
  expect(small.uuid).toBe(uuid);
  // 5 000 ₽ fits every lender; the highest approval is the best offer.
  expect(small.offers.map(({ id }) => id)).toEqual([107, 101, 106, 102, 103, 105, 104]);
  expect(small.offers.filter(({ isBest }) => isBest).map(({ id }) => id)).toEqual([107]);

  h.clock.advance(60_000);
  await h.call('POST', '/leads/user', { token, body: application(100000, true) });
  expect((await personalOffers(token)).offers.map(({ id, isBest }) => [id, isBest])).toEqual([[104, true]]);
});

test('the shop window scenarios are unchanged: seven offers, the seeded best one', async () => {
  const { token } = await h.login();
  const res = await h.call('GET', `/shopwindows/offers?scenario=lead&uuid=${SEED_LEAD_UUIDS.pending}`, { token });
  const offers = asObject(res.body).offers as OfferBody[];
  expect(offers).toHaveLength(7);
  expect(offers.filter(({ isBest }) => isBest).map(({ id }) => id)).toEqual([101]);
});
