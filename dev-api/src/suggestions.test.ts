import { asObject, createHarness, type Harness } from './test-utils/harness';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await createHarness();
  token = (await h.anonym()).token;
});
afterAll(() => h.close());

const suggest = async (kind: string, body: Record<string, unknown>) => {
  const res = await h.call('POST', `/suggestions/${kind}`, { token, body });
  expect(res.status).toBe(200);
  return asObject(res.body).suggestions as { value: string; data: Record<string, unknown> }[];
};

describe('address', () => {
  test('case-insensitive, every word must match', async () => {
    const list = await suggest('address', { query: 'МОСКВА тверская' });
    expect(list.length).toBeGreaterThan(0);
    for (const item of list) expect(item.value).toContain('Тверская');
  });

  test('count limits the answer; default 10', async () => {
    expect(await suggest('address', { query: 'д', count: 3 })).toHaveLength(3);
    expect((await suggest('address', { query: 'д' })).length).toBeLessThanOrEqual(10);
  });

  test.each(['Москва', 'Санкт-Петербург', 'Казань', 'Новосибирск'])('knows %s', async (city) => {
    const [first] = await suggest('address', { query: city });
    expect(first?.data.city).toBe(city);
    expect(String(first?.data.region_kladr_id)).toMatch(/^\d{13}$/);
  });

  test('a settlement without a city', async () => {
    const [first] = await suggest('address', { query: 'Развилка' });
    expect(first?.data).toMatchObject({ city: null, settlement: 'Развилка', region: 'Московская', region_kladr_id: '5000000000000' });
  });

  test('empty query → no suggestions', async () => {
    expect(await suggest('address', { query: '' })).toEqual([]);
    expect(await suggest('address', {})).toEqual([]);
  });
});

describe('fio', () => {
  test('parts SURNAME only', async () => {
    const list = await suggest('fio', { query: 'пет', parts: ['SURNAME'] });
    expect(list.map((item) => item.value)).toEqual(['Петров', 'Петрова']);
    expect(list[0]?.data).toMatchObject({ surname: 'Петров', name: null, patronymic: null, gender: 'MALE' });
  });

  test('parts NAME only', async () => {
    const list = await suggest('fio', { query: 'мар', parts: ['NAME'] });
    expect(list.map((item) => item.value)).toEqual(['Мария', 'Марина']);
  });

  test('full name completion keeps the gender consistent', async () => {
    const list = await suggest('fio', { query: 'Иванова Мар Ив', parts: ['SURNAME', 'NAME', 'PATRONYMIC'] });
    expect(list.map((item) => item.value)).toEqual(['Иванова Мария Ивановна', 'Иванова Марина Ивановна']);
    expect(list[0]?.data).toEqual({ surname: 'Иванова', name: 'Мария', patronymic: 'Ивановна', gender: 'FEMALE', source: null, qc: '0' });
  });

  test('ё and е are the same letter', async () => {
    const list = await suggest('fio', { query: 'Петр', parts: ['NAME'] });
    expect(list.map((item) => item.value)).toContain('Пётр');
  });
});

describe('fms_unit', () => {
  test('by code with or without hyphen', async () => {
    const withHyphen = await suggest('fms_unit', { query: '770-0' });
    const without = await suggest('fms_unit', { query: '7700' });
    expect(withHyphen.map((item) => item.data.code)).toEqual(['770-001', '770-002', '770-045']);
    expect(without).toEqual(withHyphen);
  });

  test('by a part of the name', async () => {
    const list = await suggest('fms_unit', { query: 'татарстан' });
    expect(list.length).toBe(2);
    expect(list[0]?.data).toMatchObject({ code: '160-001', region_code: '16' });
  });
});

describe('email', () => {
  test('completes domains', async () => {
    const list = await suggest('email', { query: 'ivan@y' });
    expect(list.map((item) => item.value)).toEqual(['ivan@yandex.ru', 'ivan@ya.ru']);
    expect(list[0]?.data).toMatchObject({ local: 'ivan', domain: 'yandex.ru' });
  });

  test('without @ suggests popular domains', async () => {
    expect(await suggest('email', { query: 'anna', count: 2 })).toHaveLength(2);
  });
});
