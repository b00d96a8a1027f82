import { yieldToBrowser } from './shared/scheduling/yield-to-browser';

/**
 * Runs the app's modules in a task per group instead of one: the session's models (platform: its
 * stores, queries and the API client), the kit, the router library, the route steps (their
 * queries), the layouts, the routes, then the app itself, the browser having a turn between each.
 * All are in this chunk (`eager`): no extra request, only the order and the moment their code
 * runs. A farfetched query costs ~40 ms to create on a slow phone; evaluated together these groups
 * were one task of ~250 ms at 4× CPU, now none is over ~110 ms (README, "Performance").
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
