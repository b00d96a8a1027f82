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
const moduleGroups: Array<() => Promise<unknown>> = [
  () => import(/* webpackMode: "eager" */ '@microloans/platform'),
  () => import(/* webpackMode: "eager" */ '@microloans/ui-kit'),
  () => import(/* webpackMode: "eager" */ '@microloans/platform/router'),
  () => import(/* webpackMode: "eager" */ './app/route-steps/root-loader'),
  () => import(/* webpackMode: "eager" */ './layouts'),
  () => import(/* webpackMode: "eager" */ './app/router'),
];

async function boot(): Promise<void> {
  for (const group of moduleGroups) {
    await group();
    await yieldToBrowser();
  }
  const { startApp } = await import(/* webpackMode: "eager" */ './app/start');
  await startApp(document.getElementById('root')!);
}

void boot();
