import { allSettled, fork, type Scope } from 'effector';
import { fetchDeployedBuildId } from './deployed-build';
import { $noticeShown, NoticeGate, noticeDismissed } from './model';
import { versionPollIntervalMs } from './version-check';

jest.mock('./deployed-build', () => ({ runningBuildId: 'running-build', fetchDeployedBuildId: jest.fn() }));
const deployed = jest.mocked(fetchDeployedBuildId);

function setVisible(visible: boolean) {
  Object.defineProperty(document, 'visibilityState', { value: visible ? 'visible' : 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** The notice leaves the page: its listener is removed, its wait polls nothing. */
async function leave(scope: Scope) {
  void allSettled(NoticeGate.close, { scope, params: {} });
  await jest.advanceTimersByTimeAsync(0);
  jest.clearAllTimers();
}

beforeEach(() => {
  jest.useFakeTimers();
  deployed.mockReset();
  setVisible(true);
});
afterEach(() => jest.useRealTimers());

test('the deployed build is asked for every 5 minutes from the page’s start; another build is offered once, and «Позже» puts the offer away', async () => {
  deployed.mockResolvedValue('running-build');
  const scope = fork();
  void allSettled(NoticeGate.open, { scope, params: {} });
  await jest.advanceTimersByTimeAsync(versionPollIntervalMs - 60_000);
  expect(deployed).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(60_000);
  expect(deployed).toHaveBeenCalledTimes(1);
  expect(scope.getState($noticeShown)).toBe(false);

  deployed.mockResolvedValue('next-build');
  await jest.advanceTimersByTimeAsync(versionPollIntervalMs);
  expect(deployed).toHaveBeenCalledTimes(2);
  expect(scope.getState($noticeShown)).toBe(true);
  void allSettled(noticeDismissed, { scope });
  await jest.advanceTimersByTimeAsync(0);
  expect(scope.getState($noticeShown)).toBe(false);
  await leave(scope);
});

test('a hidden tab asks nothing; back in view it asks at once when a poll is due, and then every 5 minutes again', async () => {
  deployed.mockResolvedValue('running-build');
  const scope = fork();
  void allSettled(NoticeGate.open, { scope, params: {} });
  await jest.advanceTimersByTimeAsync(1000);
  setVisible(false);
  await jest.advanceTimersByTimeAsync(3 * versionPollIntervalMs);
  expect(deployed).not.toHaveBeenCalled();
  setVisible(true);
  await jest.advanceTimersByTimeAsync(0);
  expect(deployed).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(versionPollIntervalMs - 1000);
  expect(deployed).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1000);
  expect(deployed).toHaveBeenCalledTimes(2);
  await leave(scope);
});

test('a notice gone from the page asks nothing more', async () => {
  deployed.mockResolvedValue('running-build');
  const scope = fork();
  void allSettled(NoticeGate.open, { scope, params: {} });
  await jest.advanceTimersByTimeAsync(1000);
  await leave(scope);
  setVisible(false);
  setVisible(true);
  await jest.advanceTimersByTimeAsync(3 * versionPollIntervalMs);
  expect(deployed).not.toHaveBeenCalled();
});
