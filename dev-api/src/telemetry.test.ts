import { runInNewContext } from 'node:vm';
import { asObject, createHarness, type Harness } from './test-utils/harness';

let api: Harness;
beforeAll(async () => {
  api = await createHarness();
});
afterAll(() => api.close());
beforeEach(() => api.call('POST', '/__dev/reset'));

const telemetry = async () => asObject((await api.call('GET', '/__dev/telemetry')).body);

describe('log collector stand-in', () => {
  it('accepts a client log without a token and keeps it for tests', async () => {
    const entry = { appName: 'zaimy-web', message: 'boom', payload: { remote: 'mf-blog' }, level: 'ERROR', versionLogger: '0.0.3' };
    const result = await api.call('POST', '/logs', { body: entry });
    expect(result.status).toBe(202);
    expect((await telemetry()).logs).toEqual([expect.objectContaining(entry)]);
  });

  it('answers 422 for a body that is not a client log', async () => {
    const result = await api.call('POST', '/logs', { body: { message: 'x', level: 'LOUD' } });
    expect(result.status).toBe(422);
    const paths = (asObject(result.body).violations as { propertyPath: string }[]).map((v) => v.propertyPath);
    expect(paths).toEqual(expect.arrayContaining(['appName', 'level', 'versionLogger']));
    expect((await telemetry()).logs).toEqual([]);
  });
});

describe('visit tracker stand-in', () => {
  it('issues a client uuid, and gives a returning visitor the one it has', async () => {
    const first = asObject((await api.call('GET', '/visit')).body).clientUuid as string;
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    const again = asObject((await api.call('GET', `/visit?clientUuid=${first}`)).body).clientUuid;
    expect(again).toBe(first);
    expect((await telemetry()).visits).toBe(2);
  });
});

describe('analytics counter script stand-in', () => {
  it('answers JavaScript without a token', async () => {
    const result = await api.call('GET', '/analytics/tag.js', { headers: { accept: '*/*' } });
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(result.headers.get('cache-control')).toBe('no-store');
    expect(typeof result.body).toBe('string');
  });

  it('marks the counter loaded, keeps the queue and records the init options', async () => {
    const { body } = await api.call('GET', '/analytics/tag.js', { headers: { accept: '*/*' } });
    const queue: unknown[][] = [];
    const ym = Object.assign((...args: unknown[]) => void queue.push(args), { a: queue, loaded: false });
    ym(99999999, 'init', { clickmap: true, webvisor: true });
    ym(99999999, 'reachGoal', 'lead_start');
    const page: { window?: unknown; ym: typeof ym; __counterInit?: unknown } = { ym };
    page.window = page;
    runInNewContext(String(body), page);
    expect(ym.loaded).toBe(true);
    expect(page.ym).toBe(ym);
    expect(ym.a).toEqual([
      [99999999, 'init', { clickmap: true, webvisor: true }],
      [99999999, 'reachGoal', 'lead_start'],
    ]);
    expect(page.__counterInit).toEqual({ '99999999': { clickmap: true, webvisor: true } });
  });

  it('does nothing on a page without the counter stub', async () => {
    const { body } = await api.call('GET', '/analytics/tag.js', { headers: { accept: '*/*' } });
    const page: { window?: unknown; __counterInit?: unknown } = {};
    page.window = page;
    expect(() => runInNewContext(String(body), page)).not.toThrow();
    expect(page.__counterInit).toBeUndefined();
  });
});
