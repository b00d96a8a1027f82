import { yieldToBrowser } from './shared/scheduling/yield-to-browser';

/**
 * Runs the app's modules in a task per group instead of one: the session's models (platform: its
 * stores, queries and the API client), the kit, the router library, the route steps (their
 * queries), the layouts, the routes, then the app itself, the browser having a turn between each.
 * All are in this chunk (`eager`): no extra request, only the order and the moment their code
 * runs. A farfetched query costs 30–45 ms to create at 4× CPU; evaluated together the groups after
 * the kit were one task of ~250 ms, now each is under ~110 ms and the platform's, ~160 ms, is the
 * longest (e2e/README has the figures).
 */
async function boot(): Promise<void> {
  await import(/* webpackMode: "eager" */ '@microloans/platform');
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ '@microloans/ui-kit');
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ '@microloans/platform/router');
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ './app/route-steps/root-loader');
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ './layouts');
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ './app/router');
  await yieldToBrowser();
  const { startApp } = await import(/* webpackMode: "eager" */ './app/start');
  await startApp(document.getElementById('root')!);
}

void boot();
