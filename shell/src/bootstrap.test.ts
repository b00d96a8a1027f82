/**
 * The start's module evaluation is split into tasks: each group of modules runs only after the
 * browser has had a turn since the previous one.
 */
const order: string[] = [];

jest.mock('./shared/scheduling/yield-to-browser', () => ({
  yieldToBrowser: () => {
    order.push('turn');
    return Promise.resolve();
  },
}));
jest.mock('@microloans/platform', () => {
  order.push('platform');
  return {};
});
jest.mock('@microloans/ui-kit', () => {
  order.push('ui-kit');
  return {};
});
jest.mock('./app/start', () => {
  order.push('app');
  return { startApp: async () => void order.push('started') };
});

test('platform, the kit and the app each run after a turn of the browser, then the app starts', async () => {
  document.body.innerHTML = '<div id="root"></div>';
  await import('./bootstrap');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(order).toEqual(['platform', 'turn', 'ui-kit', 'turn', 'app', 'started']);
});
