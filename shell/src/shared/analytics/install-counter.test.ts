import { resetAnalytics, configureLogger, resetLoggerLimits } from '@microloans/platform';
import { goals, reachGoal } from '@microloans/shared-contracts/analytics';
import { counterInitOptions, installCounter, reportPageView, resetCounterInstall } from './install-counter';

const scriptUrl = 'http://127.0.0.1:4000/analytics/tag.js';
const queued = (): unknown[][] => Array.from(window.ym?.a ?? [], (call) => Array.from(call));
const counterScripts = () => Array.from(document.querySelectorAll('script')).filter((script) => script.src === scriptUrl);

let warn: jest.SpyInstance;
beforeEach(() => {
  delete window.ym;
  document.head.innerHTML = '';
  resetAnalytics();
  resetCounterInstall();
  resetLoggerLimits();
  configureLogger({ url: null, enabled: false });
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

test('no counter id: no script, no ym, goals and page views dropped', () => {
  installCounter({ analyticsCounterId: null, analyticsScriptUrl: scriptUrl });
  reachGoal(goals.leadStart);
  reportPageView('/auth');
  expect(document.querySelectorAll('script')).toHaveLength(0);
  expect(window.ym).toBeUndefined();
});

test('with a counter id: init with the four options, then one async script tag with the URL', () => {
  installCounter({ analyticsCounterId: '99999999', analyticsScriptUrl: scriptUrl });
  expect(queued()).toEqual([
    [99999999, 'init', { clickmap: true, trackLinks: true, accurateTrackBounce: true, webvisor: true }],
  ]);
  expect(counterInitOptions).toEqual({ clickmap: true, trackLinks: true, accurateTrackBounce: true, webvisor: true });
  const scripts = counterScripts();
  expect(scripts).toHaveLength(1);
  expect(scripts[0]?.async).toBe(true);

  installCounter({ analyticsCounterId: '99999999', analyticsScriptUrl: scriptUrl });
  expect(counterScripts()).toHaveLength(1);
});

test('a script that fails to load: no throw, the queue is kept, one WARN', () => {
  installCounter({ analyticsCounterId: '99999999', analyticsScriptUrl: scriptUrl });
  const [script] = counterScripts();
  expect(() => {
    script?.dispatchEvent(new Event('error'));
    script?.dispatchEvent(new Event('error'));
  }).not.toThrow();
  reachGoal(goals.auth);
  expect(queued()).toEqual([
    [99999999, 'init', counterInitOptions],
    [99999999, 'reachGoal', 'auth'],
  ]);
  const warnings = warn.mock.calls.map(([text]) => String(text)).filter((text) => text.includes('Скрипт счётчика'));
  expect(warnings).toHaveLength(1);
});

test('no script URL: init stays queued, no script tag', () => {
  installCounter({ analyticsCounterId: '99999999', analyticsScriptUrl: null });
  expect(queued()).toEqual([[99999999, 'init', counterInitOptions]]);
  expect(document.querySelectorAll('script')).toHaveLength(0);
});

test('page views after SPA navigation are hits with the counter id', () => {
  installCounter({ analyticsCounterId: '99999999', analyticsScriptUrl: scriptUrl });
  reportPageView('/confirmation');
  reportPageView('/auth', { referer: 'http://127.0.0.1:3000/confirmation' });
  expect(queued().slice(1)).toEqual([
    [99999999, 'hit', '/confirmation'],
    [99999999, 'hit', '/auth', { referer: 'http://127.0.0.1:3000/confirmation' }],
  ]);
});
