import { parseHealthBatch } from '@microloans/shared-contracts/health';
import { flushHealth, openVisit, remoteFailed, remoteLoaded, replaceBeaconForTests, sendHealthOnLeave } from './health-report';
import { countUncaughtErrors, pageFailed, setPageOwner } from './uncaught-errors';

let sent: Array<{ url: string; body: unknown }> = [];

beforeEach(() => {
  jest.useFakeTimers();
  sent = [];
  replaceBeaconForTests((url, body) => {
    sent.push({ url, body: JSON.parse(body) as unknown });
    return true;
  });
});
afterEach(() => jest.useRealTimers());

const reports = () => sent.flatMap(({ body }) => parseHealthBatch(body));

test('a visit is counted for the version served; it fails once whatever fails in it, each way counted', () => {
  const close = openVisit('mf_blog', '1.1.0+canary');
  remoteFailed('mf_blog', 'loadFailures', '1.1.0+canary');
  remoteLoaded('mf_blog', '1.1.0+canary');
  remoteFailed('mf_blog', 'renderErrors');
  close();
  openVisit('mf_blog', '1.1.0+canary')();
  openVisit('mf_cabinet', '1.0.0+live');
  flushHealth();
  expect(sent.map(({ url }) => url)).toEqual(['/__health']);
  expect(reports()).toEqual([
    { remote: 'mf_blog', version: '1.1.0+canary', counts: { visits: 2, failedVisits: 1, loads: 1, loadFailures: 1, renderErrors: 1 } },
    { remote: 'mf_cabinet', version: '1.0.0+live', counts: { visits: 1 } },
  ]);
  // Sent once: the next beacon carries only what came after.
  flushHealth();
  expect(sent).toHaveLength(1);
});

test('a failure of another version than the visit’s (the canary failed, live then loaded) counts for that version, not the visit', () => {
  openVisit('mf_blog', '1.0.0+live');
  remoteFailed('mf_blog', 'loadFailures', '1.1.0+canary');
  flushHealth();
  expect(reports()).toEqual([
    { remote: 'mf_blog', version: '1.0.0+live', counts: { visits: 1 } },
    { remote: 'mf_blog', version: '1.1.0+canary', counts: { loadFailures: 1 } },
  ]);
});

test('an error screen or a mismatch counts against the page’s owner (its latest visit, even when the screen replaced it); the shell’s pages against none', () => {
  let owner: 'mf_cabinet' | null = 'mf_cabinet';
  setPageOwner(() => owner);
  const close = openVisit('mf_cabinet', '1.0.0+live');
  close();
  pageFailed('errorScreens');
  owner = null;
  pageFailed('hydrationMismatches');
  flushHealth();
  expect(reports()).toEqual([{ remote: 'mf_cabinet', version: '1.0.0+live', counts: { visits: 1, failedVisits: 1, errorScreens: 1 } }]);
});

test('an uncaught error or rejection from a remote version’s file counts against it; one from elsewhere against none', () => {
  countUncaughtErrors(window, (url) => (url.startsWith('http://127.0.0.1:3003/1.1.0+canary/') ? { remote: 'mf_blog', version: '1.1.0+canary' } : null));
  openVisit('mf_blog', '1.1.0+canary');
  window.dispatchEvent(new ErrorEvent('error', { filename: 'http://127.0.0.1:3003/1.1.0+canary/123.js', message: 'boom' }));
  window.dispatchEvent(new ErrorEvent('error', { filename: 'http://127.0.0.1:3000/1.0.0+shell/main.js', message: 'shell' }));
  const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
  rejection.reason = { stack: 'Error: late\n    at run (http://127.0.0.1:3003/1.1.0+canary/456.js:1:2)' };
  window.dispatchEvent(rejection);
  flushHealth();
  expect(reports()).toEqual([{ remote: 'mf_blog', version: '1.1.0+canary', counts: { visits: 1, failedVisits: 1, uncaughtErrors: 2 } }]);
});

test('the counts leave every 10 s while there are some, and at once as the page is hidden; nothing is sent when there is nothing', () => {
  sendHealthOnLeave(window);
  flushHealth();
  expect(sent).toHaveLength(0);
  openVisit('mf_blog', '1.0.0+live');
  jest.advanceTimersByTime(9_999);
  expect(sent).toHaveLength(0);
  jest.advanceTimersByTime(1);
  expect(sent).toHaveLength(1);
  openVisit('mf_blog', '1.0.0+live');
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  expect(sent).toHaveLength(2);
  openVisit('mf_blog', '1.0.0+live');
  window.dispatchEvent(new Event('pagehide'));
  expect(sent).toHaveLength(3);
});

test('a beacon stays within its size and holds nothing but remotes, versions and numbers', () => {
  for (let index = 0; index < 40; index += 1) openVisit('mf_blog', `1.0.${index}+a`);
  flushHealth();
  const [first] = sent;
  expect(JSON.stringify(first?.body).length).toBeLessThanOrEqual(4096);
  expect(parseHealthBatch(first?.body)).toHaveLength(16);
  // What did not fit goes with the next beacons.
  jest.advanceTimersByTime(10_000);
  jest.advanceTimersByTime(10_000);
  expect(reports()).toHaveLength(40);
  expect(JSON.stringify(sent)).not.toMatch(/phone|token|name|79\d{9}/i);
});
