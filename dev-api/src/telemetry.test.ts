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
