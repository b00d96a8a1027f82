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
jest.mock('@microloans/platform/router', () => {
  order.push('router library');
  return {};
});
jest.mock('./app/route-steps/root-loader', () => {
  order.push('route steps');
  return {};
});
jest.mock('./layouts', () => {
  order.push('layouts');
  return {};
});
jest.mock('./app/router', () => {
  order.push('routes');
  return {};
});
jest.mock('./app/start', () => {
  order.push('app');
  return { startApp: async () => void order.push('started') };
});

test('platform, the kit and each group of the app run after a turn of the browser, then the app starts', async () => {
  document.body.innerHTML = '<div id="root"></div>';
  await import('./bootstrap');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(order).toEqual([
    'platform',
    'turn',
    'ui-kit',
    'turn',
    'router library',
    'turn',
    'route steps',
    'turn',
    'layouts',
    'turn',
    'routes',
    'turn',
    'app',
    'started',
  ]);
});
