import { captureGlobalErrors } from './capture';
import { configureLogger, log, logError, resetLoggerLimits, type LogRecord } from './logger';

const collectorUrl = 'http://127.0.0.1:4000/logs';
let sent: LogRecord[];
let warn: jest.SpyInstance;

beforeEach(() => {
  sent = [];
  resetLoggerLimits();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  configureLogger({
    url: collectorUrl,
    enabled: true,
    context: { appVersion: '1.2.3' },
    send: (_url, record) => {
      sent.push(record);
      return Promise.resolve();
    },
  });
});
afterEach(() => warn.mockRestore());

test('a record carries appName, message, payload, level and versionLogger 0.0.3', async () => {
  await log('INFO', 'страница открыта', { route: '/auth' });
  expect(sent).toEqual([
    {
      appName: 'zaimy-web',
      message: 'страница открыта',
      payload: { appVersion: '1.2.3', page: null, route: '/auth' },
      level: 'INFO',
      versionLogger: '0.0.3',
    },
  ]);
});

test('an error is sent as ERROR with its name and stack, and the remote that failed', async () => {
  await logError(new TypeError('x is undefined'), { remote: 'mf-blog', version: '1.4.0' });
  expect(sent[0]).toMatchObject({
    level: 'ERROR',
    message: 'x is undefined',
    payload: { remote: 'mf-blog', version: '1.4.0', error: { name: 'TypeError', message: 'x is undefined' } },
  });
  expect((sent[0]?.payload as { error: { stack: string } }).error.stack).toContain('TypeError');
});

test('outside production builds nothing is sent', async () => {
  configureLogger({ enabled: false });
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await log('ERROR', 'dev failure', { token: 'never-printed' });
  expect(sent).toEqual([]);
  expect(errors).toHaveBeenCalledWith('[logger] ERROR: dev failure', { token: '[скрыто]' });
  errors.mockRestore();
});

test('a failed send is only written to the console, once, and does not loop', async () => {
  const send = jest.fn(() => Promise.reject(new Error('collector answered 503')));
  configureLogger({ send });
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await expect(log('ERROR', 'boom')).resolves.toBeUndefined();
  expect(send).toHaveBeenCalledTimes(1);
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn.mock.calls[0]?.join(' ')).toContain('collector answered 503');
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});

test('a burst of the same failure is sent once; distinct failures are rate-limited per minute', async () => {
  for (let i = 0; i < 5; i += 1) await log('ERROR', 'render loop', { remote: 'mf-blog' });
  expect(sent).toHaveLength(1);
  for (let i = 0; i < 50; i += 1) await log('ERROR', `failure ${i}`);
  expect(sent).toHaveLength(30);
});

test('the same message about different things is a record for each; the same record again waits for the window', async () => {
  const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
  for (const target of ['//evil.example', 'javascript:alert(1)', '//evil.example']) {
    await log('WARN', 'Переход по адресу из данных отклонён', { source: 'server-redirect', target });
  }
  expect(sent.map((record) => (record.payload as { target: string }).target)).toEqual(['//evil.example', 'javascript:alert(1)']);
  now.mockReturnValue(1_000_000 + 10_000);
  await log('WARN', 'Переход по адресу из данных отклонён', { source: 'server-redirect', target: '//evil.example' });
  expect(sent).toHaveLength(3);
  now.mockRestore();
});

test('tokens never leave the page: secret keys and bearer strings are masked', async () => {
  const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.c2lnbmF0dXJlLXZhbHVl';
  await log('WARN', `request failed with Bearer ${jwt}`, { token: 'secret-token', nested: { refresh_token: 'r' }, note: jwt });
  const text = JSON.stringify(sent);
  expect(text).not.toContain('secret-token');
  expect(text).not.toContain(jwt);
  expect(sent[0]?.payload).toMatchObject({ token: '[скрыто]', nested: { refresh_token: '[скрыто]' } });
});

test('captureGlobalErrors reports unhandled errors and rejections, and stops when asked', async () => {
  const target = new EventTarget();
  const stop = captureGlobalErrors(target as unknown as Window);
  target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('unhandled'), message: 'unhandled', filename: 'app.js', lineno: 3 }));
  target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('rejected') }));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(sent.map((record) => [record.message, (record.payload as { kind: string }).kind])).toEqual([
    ['unhandled', 'unhandled-error'],
    ['rejected', 'unhandled-rejection'],
  ]);
  stop();
  target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('after stop') }));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(sent).toHaveLength(2);
});
