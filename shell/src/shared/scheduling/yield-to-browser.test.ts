import { yieldToBrowser } from './yield-to-browser';

afterEach(() => {
  delete (globalThis as { scheduler?: unknown }).scheduler;
});

test('resumes after the current task, not within it', async () => {
  const order: string[] = [];
  const resumed = yieldToBrowser().then(() => order.push('resumed'));
  await Promise.resolve();
  order.push('same task');
  await resumed;
  expect(order).toEqual(['same task', 'resumed']);
});

test('without scheduler.yield, tasks queued meanwhile run first', async () => {
  const order: string[] = [];
  setTimeout(() => order.push('queued task'), 0);
  await yieldToBrowser();
  order.push('resumed');
  expect(order).toEqual(['queued task', 'resumed']);
});

test('uses scheduler.yield where the browser has it', async () => {
  const yieldSpy = jest.fn(() => Promise.resolve());
  (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldSpy };
  await yieldToBrowser();
  expect(yieldSpy).toHaveBeenCalledTimes(1);
});
