/**
 * @jest-environment jsdom
 */
import { analyticsCounterId, callCounter, configureAnalytics, configureLogger, installYmStub, resetAnalytics, resetLoggerLimits } from '@microloans/platform';
import { goals, leadStepGoal, type GoalName, type GoalParams } from './goals';
import { reachGoal } from './index';

/** The queued calls as plain arrays (the queue holds `arguments` objects). */
const queued = (): unknown[][] => Array.from(window.ym?.a ?? [], (call) => Array.from(call));

let warn: jest.SpyInstance;
beforeEach(() => {
  delete window.ym;
  resetAnalytics();
  resetLoggerLimits();
  configureLogger({ url: null, enabled: false });
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

test('goals reach the page-wide queue with the counter id', () => {
  configureAnalytics({ counterId: '99999999' });
  reachGoal(goals.leadStart);
  reachGoal(leadStepGoal(2));
  reachGoal(goals.inputInvalid, { field: 'phone' });
  expect(queued()).toEqual([
    [99999999, 'reachGoal', 'lead_start'],
    [99999999, 'reachGoal', 'lead_step_2'],
    [99999999, 'reachGoal', 'input_invalid', { field: 'phone' }],
  ]);
  expect(typeof window.ym?.l).toBe('number');
});

test('the queue is the snippet stub: an ym already on the page is used, not replaced', () => {
  const calls: unknown[][] = [];
  window.ym = (...args: unknown[]) => {
    calls.push(args);
  };
  configureAnalytics({ counterId: 42 });
  reachGoal(goals.auth);
  expect(calls).toEqual([[42, 'reachGoal', 'auth']]);
  expect(installYmStub(window)).toBe(window.ym);
});

test('the stub queues arguments objects, as tag.js expects them', () => {
  const ym = installYmStub(window);
  ym(1, 'hit', '/auth');
  const [first] = ym.a ?? [];
  expect(Object.prototype.toString.call(first)).toBe('[object Arguments]');
});

test.each([null, '', 'UA-123', '12ab', 0, -5])('no usable counter id (%p): nothing is queued, nothing throws', (counterId) => {
  configureAnalytics({ counterId });
  expect(analyticsCounterId()).toBeNull();
  expect(() => reachGoal(goals.inputValid, { field: 'email' })).not.toThrow();
  expect(callCounter('hit', '/')).toBe(false);
  expect(window.ym).toBeUndefined();
});

test('never configured: goals are dropped as well', () => {
  reachGoal(goals.leadStart);
  expect(window.ym).toBeUndefined();
});

test('a counter that throws does not reach the caller; it is warned about once', () => {
  window.ym = () => {
    throw new Error('tag.js broke');
  };
  configureAnalytics({ counterId: '99999999' });
  expect(() => {
    reachGoal(goals.auth);
    reachGoal(goals.leadStart);
  }).not.toThrow();
  expect(warn).toHaveBeenCalledTimes(1);
  expect(String(warn.mock.calls[0]?.[0])).toContain('Счётчик аналитики не принял вызов');
});

test('lead steps map to their own goals', () => {
  expect([1, 2, 3].map((step) => leadStepGoal(step as 1 | 2 | 3))).toEqual(['lead_step_1', 'lead_step_2', 'lead_step_3']);
});

test('params are typed by goal (checked by tsc)', () => {
  configureAnalytics({ counterId: '1' });
  const fieldParams: GoalParams<'input_valid'> = { field: 'birthday' };
  const none: GoalParams<'auth'> = undefined;
  reachGoal(goals.inputValid, fieldParams);
  // @ts-expect-error input goals need { field }
  reachGoal(goals.inputValid);
  // @ts-expect-error `field` is a string
  reachGoal(goals.inputInvalid, { field: 1 });
  // @ts-expect-error goals without parameters take none
  reachGoal(goals.leadStart, { field: 'phone' });
  // @ts-expect-error only the goals of the map exist
  reachGoal('lead_finish');
  const names: GoalName[] = Object.values(goals);
  expect(none).toBeUndefined();
  expect(names).toHaveLength(7);
  expect(queued()).toHaveLength(5);
});
