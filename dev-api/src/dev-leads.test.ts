import { SEED_LEAD_UUIDS } from './data/leads';
import { asObject, createHarness, type Harness } from './test-utils/harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.close());

type Activity = { uuid: string; status: string; amount: number | null; term: number | null; createdAt: string; collected: boolean };
type ActivityPage = { items: Activity[]; total: number; page: number; limit: number };

async function activities(token: string, query = ''): Promise<ActivityPage> {
  const res = await h.call('GET', `/activities${query}`, { token });
  expect(res.status).toBe(200);
  return res.body as ActivityPage;
}

/** Every application of the user, newest first, page by page. */
async function everyActivity(token: string): Promise<Activity[]> {
  const all: Activity[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await activities(token, `?page=${page}&limit=100`);
    all.push(...answer.items);
    if (answer.items.length < 100) return all;
  }
}

const bulk = (body: unknown) => h.call('POST', '/__dev/leads/bulk', { body });

test('POST /__dev/leads/bulk gives seeded user 1 that many more applications, older than the seed', async () => {
  const res = await bulk({ count: 500 });
  expect(res.status).toBe(201);
  const body = asObject(res.body);
  expect(body).toMatchObject({ created: 500, total: 504 });
  expect(body.leads).toHaveLength(500);

  const { token } = await h.login();
  const first = await activities(token, '?page=1&limit=20');
  expect(first.total).toBe(504);
  expect(first.items.slice(0, 4).map((item) => item.uuid)).toEqual([
    SEED_LEAD_UUIDS.draft,
    SEED_LEAD_UUIDS.pending,
    SEED_LEAD_UUIDS.rejected,
    SEED_LEAD_UUIDS.approved,
  ]);
  const last = await activities(token, '?page=26&limit=20');
  expect(last.items).toHaveLength(4);

  const all = await everyActivity(token);
  expect(all).toHaveLength(504);
  // Newest first, no two at the same moment.
  for (let index = 1; index < all.length; index += 1) {
    expect(Date.parse(all[index - 1]!.createdAt)).toBeGreaterThan(Date.parse(all[index]!.createdAt));
  }
});

test('the applications vary: every status, amounts in the calculator range, terms in days and in weeks', async () => {
  await bulk({ count: 200 });
  const { token } = await h.login();
  const generated = (await everyActivity(token)).slice(4);
  const statuses = new Set(generated.map((item) => item.status));
  expect([...statuses].sort()).toEqual(['approved', 'empty', 'pending', 'rejected']);
  for (const item of generated) {
    expect(item.collected).toBe(item.status !== 'empty');
    if (item.amount !== null) {
      expect(item.amount).toBeGreaterThanOrEqual(1000);
      expect(item.amount).toBeLessThanOrEqual(100_000);
      expect(item.amount % 1000).toBe(0);
    }
  }
  expect(new Set(generated.map((item) => item.amount)).size).toBeGreaterThan(50);
  const terms = generated.map((item) => item.term).filter((term): term is number => term !== null);
  expect(terms.some((term) => term <= 30)).toBe(true);
  expect(terms.some((term) => term > 30 && term % 7 === 0)).toBe(true);
  expect(terms.every((term) => term <= 30 || term % 7 === 0)).toBe(true);
  // Some unfinished ones never got an amount.
  expect(generated.some((item) => item.status === 'empty' && item.amount === null)).toBe(true);
  // The status filter and the summary count them.
  const approved = await activities(token, '?status=approved&limit=100');
  expect(approved.items.every((item) => item.status === 'approved')).toBe(true);
  const summary = asObject((await h.call('GET', '/activities/summary', { token })).body);
  expect(summary.total).toBe(204);
  expect(summary.approved).toBe(approved.total);
});

test('deterministic: after a reset the same call makes the same applications', async () => {
  const shape = async () => {
    await bulk({ count: 60 });
    const { token } = await h.login();
    return (await everyActivity(token)).map(({ uuid, status, amount, term, createdAt }) => [uuid, status, amount, term, createdAt]);
  };
  const before = await shape();
  expect((await h.call('POST', '/__dev/reset')).status).toBe(200);
  expect(await shape()).toEqual(before);
  // A reset takes them away.
  await h.call('POST', '/__dev/reset');
  const { token } = await h.login();
  expect((await activities(token)).total).toBe(4);
});

test('the seed keeps its roles: the same draft is offered, the same lead is the passport duplicate', async () => {
  await bulk({ count: 100 });
  const { token } = await h.login();
  const draft = asObject(asObject((await h.call('GET', '/user/speedUpData', { token })).body).draftLead);
  expect(draft.uuid).toBe(SEED_LEAD_UUIDS.draft);
  const anonym = await h.anonym();
  const duplicate = await h.call('POST', '/leads/user', {
    token: anonym.token,
    body: { amount: 30000, term: 7, fio: 'Кузнецова Анна Павловна', phone: '79997776655', privacyAgreement: true, passportData: '4510 123456' },
  });
  expect(duplicate.body).toEqual({ lead: null, duplicateUuid: SEED_LEAD_UUIDS.pending });
});

test('a generated application opens like any other: finished ones carry the user’s data', async () => {
  const { leads } = asObject((await bulk({ count: 8 })).body) as { leads: Array<{ uuid: string; status: string }> };
  const { token } = await h.login();
  const finished = leads.find((lead) => lead.status !== 'empty')!;
  const unfinished = leads.find((lead) => lead.status === 'empty')!;
  const full = asObject(asObject((await h.call('GET', `/leads/byUuid/${finished.uuid}`, { token })).body).lead);
  expect(full).toMatchObject({ collected: true, fio: 'Петров Иван Сергеевич', phone: '79990000001', passportData: '4510 123456', workField: expect.any(String) });
  const draft = asObject(asObject((await h.call('GET', `/leads/byUuid/${unfinished.uuid}`, { token })).body).lead);
  expect(draft).toMatchObject({ collected: false, status: 'empty', fio: 'Петров Иван Сергеевич', passportData: null });
});

test('another user by phone; a bad count is 422, an unknown phone 404', async () => {
  const res = await bulk({ phone: '+7 (999) 000-00-02', count: 3 });
  expect(res.status).toBe(201);
  expect(asObject(res.body)).toMatchObject({ created: 3, total: 3 });
  const maria = await h.login('79990000002', 'secret2');
  expect((await activities(maria.token)).total).toBe(3);
  const ivan = await h.login();
  expect((await activities(ivan.token)).total).toBe(4);

  for (const count of [0, -1, 1.5, 1001, 'many', undefined]) {
    const bad = await bulk({ count });
    expect(bad.status).toBe(422);
    expect(asObject(bad.body).violations).toEqual([{ propertyPath: 'count', message: 'Целое число от 1 до 1000' }]);
  }
  expect((await bulk({ count: 1000 })).status).toBe(201);
  expect((await bulk({ phone: '79990009999', count: 1 })).status).toBe(404);
});
