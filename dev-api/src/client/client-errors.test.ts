/**
 * How failures of the page's real API client look to callers and users (SPEC §8): the typed
 * ApiError kind, and which ones raise a toast.
 */
import { apiClient, saveAnonymTokens } from '@microloans/platform';
import { createClientHarness, failureOf, type ClientHarness } from './client-harness';

const unexpectedToast = { kind: 'error', summary: 'Упс, что-то пошло не так...', detail: 'Попробуйте повторить чуть позже' };
/** No answer in time: the connection is blamed, not the server (the browser says it is on line). */
const unreachableToast = { kind: 'error', summary: 'Не удалось связаться с сервером', detail: 'Проверьте подключение к интернету и попробуйте ещё раз.' };

let h: ClientHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** A harness whose store already holds a live anonymous pair, with the call counters at zero. */
async function anonymousHarness(options: { timeoutMs?: number } = {}): Promise<ClientHarness> {
  const harness = await createClientHarness(options);
  saveAnonymTokens(await harness.server.anonym());
  await harness.resetCalls();
  return harness;
}

describe('errors raised to callers and toasts', () => {
  test('429: kind rate-limit and exactly one toast "Превышен лимит"; not retried', async () => {
    h = await anonymousHarness();
    await h.fault({ path: '/companies', method: 'GET', status: 429 });

    const error = await failureOf(apiClient.get('/companies'));

    expect(error).toEqual({ kind: 'rate-limit', status: 429, message: 'Превышен лимит' });
    expect(h.toasts).toHaveLength(1);
    expect(h.toasts[0]).toMatchObject({ kind: 'error', summary: 'Превышен лимит' });
    expect(await h.calls()).toEqual({ 'GET /companies': 1 });
  });

  test.each([500, 503])('%i: kind server and exactly one toast "Упс, что-то пошло не так..."; not retried', async (status) => {
    h = await anonymousHarness();
    await h.fault({ path: '/companies', method: 'GET', status });

    const error = await failureOf(apiClient.get('/companies'));

    expect(error).toEqual({ kind: 'server', status, message: 'Упс, что-то пошло не так...' });
    expect(h.toasts).toEqual([unexpectedToast]);
    expect(await h.calls()).toEqual({ 'GET /companies': 1 });
  });

  test('a call slower than the timeout is aborted: kind network and the «Не удалось связаться с сервером» toast', async () => {
    h = await anonymousHarness({ timeoutMs: 200 });
    await h.fault({ path: '/companies', method: 'GET', delayMs: 1000 });

    const started = Date.now();
    const error = await failureOf(apiClient.get('/companies'));
    const elapsed = Date.now() - started;

    expect(error).toEqual({ kind: 'network', status: null, message: 'Не удалось связаться с сервером' });
    expect(elapsed).toBeGreaterThanOrEqual(150);
    expect(elapsed).toBeLessThan(900);
    expect(h.toasts).toEqual([unreachableToast]);
  });

  test('422 on a bad phone: kind validation with the typed violation "Некорректный номер телефона" and no toast', async () => {
    h = await anonymousHarness();

    const error = await failureOf(apiClient.post('/auth/phone/send-code', { phone: '123', action: 'lead_form' }));

    expect(error).toEqual({
      kind: 'validation',
      status: 422,
      message: 'Validation failed',
      violations: [{ propertyPath: 'phone', message: 'Некорректный номер телефона' }],
    });
    expect(h.toasts).toEqual([]);
  });

  test('422 on a lead: every violation of the request, with dev-api messages, and no toast', async () => {
    h = await anonymousHarness();

    const error = await failureOf(apiClient.post('/leads/user', { passportData: '12', amount: 30000 }));

    expect(error).toEqual({
      kind: 'validation',
      status: 422,
      message: 'Validation failed',
      violations: [
        { propertyPath: 'passportData', message: 'Неверный формат. Проверьте правильность ввода серии и номера' },
        { propertyPath: 'privacyAgreement', message: 'Примите соглашение' },
      ],
    });
    expect(h.toasts).toEqual([]);
  });

  test('a silent call raises no toast on 500 but still fails with kind server', async () => {
    h = await anonymousHarness();
    await h.fault({ path: '/companies', method: 'GET', status: 500 });

    const error = await failureOf(apiClient.get('/companies', { silent: true }));

    expect(error).toEqual({ kind: 'server', status: 500, message: 'Упс, что-то пошло не так...' });
    expect(h.toasts).toEqual([]);
  });

  test('a silent call raises no toast on a timeout either', async () => {
    h = await anonymousHarness({ timeoutMs: 200 });
    await h.fault({ path: '/companies', method: 'GET', delayMs: 1000 });

    const error = await failureOf(apiClient.get('/companies', { silent: true }));

    expect(error).toMatchObject({ kind: 'network' });
    expect(h.toasts).toEqual([]);
  });

  test('404: kind http with the server code and message, no toast', async () => {
    h = await anonymousHarness();

    const error = await failureOf(apiClient.get('/leads/byUuid/00000000-0000-4000-8000-00000000dead'));

    expect(error).toMatchObject({ kind: 'http', status: 404, code: 'not_found' });
    expect(h.toasts).toEqual([]);
  });
});

test('a silent call raises no toast when the anonymous token cannot be fetched', async () => {
  h = await createClientHarness();
  await h.fault({ path: '/auth/anonym', method: 'POST', status: 500, count: 4 });
  expect(await failureOf(apiClient.get('/companies', { silent: true }))).toMatchObject({ kind: 'server', status: 500 });
  expect(h.toasts).toEqual([]);
});
