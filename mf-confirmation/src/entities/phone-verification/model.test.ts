import { allSettled, fork } from 'effector';
import { $codeAsked, $resendSecondsLeft, codeRequested, codeResendClicked, sendCodeFx, verificationCancelled } from './model';

afterEach(() => jest.useRealTimers());

// While a lock counts down the scope has a running timer, so `allSettled` resolves only when the
// count is over: the tests start the events, move the fake clock, then await the settling.
const settle = () => jest.advanceTimersByTimeAsync(0);

test('the resend lock counts down once a second from lockTtl, stops at zero, and a resend starts afresh', async () => {
  jest.useFakeTimers();
  const sent: string[] = [];
  const scope = fork({
    handlers: [[sendCodeFx, (phone: string) => (sent.push(phone), Promise.resolve({ sent: true, lockTtl: 3 }))]],
  });
  const requested = allSettled(codeRequested, { scope, params: '+7 (999) 123-45-67' });
  await settle();
  expect(sent).toEqual(['79991234567']);
  expect(scope.getState($codeAsked)).toBe(true);
  expect(scope.getState($resendSecondsLeft)).toBe(3);

  await jest.advanceTimersByTimeAsync(999);
  expect(scope.getState($resendSecondsLeft)).toBe(3);
  await jest.advanceTimersByTimeAsync(1);
  expect(scope.getState($resendSecondsLeft)).toBe(2);
  await jest.advanceTimersByTimeAsync(2000);
  expect(scope.getState($resendSecondsLeft)).toBe(0);
  // Stopped: the scope settles and no timer is left running.
  await requested;
  expect(jest.getTimerCount()).toBe(0);

  const resent = allSettled(codeResendClicked, { scope });
  await settle();
  expect(sent).toEqual(['79991234567', '79991234567']);
  expect(scope.getState($resendSecondsLeft)).toBe(3);
  await jest.advanceTimersByTimeAsync(1000);
  expect(scope.getState($resendSecondsLeft)).toBe(2);
  await jest.advanceTimersByTimeAsync(2000);
  await resent;
});

test('a refused send (sent: false) shows the lock left; correcting the number stops the count', async () => {
  jest.useFakeTimers();
  const scope = fork({ handlers: [[sendCodeFx, () => Promise.resolve({ sent: false, lockTtl: 42 })]] });
  const requested = allSettled(codeRequested, { scope, params: '79991234567' });
  await settle();
  expect(scope.getState($resendSecondsLeft)).toBe(42);
  await jest.advanceTimersByTimeAsync(2000);
  expect(scope.getState($resendSecondsLeft)).toBe(40);

  await allSettled(verificationCancelled, { scope });
  await requested;
  expect(scope.getState($resendSecondsLeft)).toBe(0);
  expect(scope.getState($codeAsked)).toBe(false);
  expect(jest.getTimerCount()).toBe(0);
});

test('a lock of zero does not tick', async () => {
  jest.useFakeTimers();
  const scope = fork({ handlers: [[sendCodeFx, () => Promise.resolve({ sent: true, lockTtl: 0 })]] });
  await allSettled(codeRequested, { scope, params: '79991234567' });
  expect(scope.getState($resendSecondsLeft)).toBe(0);
  expect(jest.getTimerCount()).toBe(0);
});
