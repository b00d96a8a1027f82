import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { coldVisit } from '../bench/measure';
import { benchRoutes } from '../bench/routes';

/**
 * What a first visit downloads is a budget kept by every change: each route's JS (gzip, as sent)
 * from an empty cache until its content is on screen and the network is quiet may grow at most 2%
 * over the figure committed in bench/budgets.json. Bytes do not vary from run to run; times do,
 * and stay in `npm run bench`. A change that makes a route smaller lowers its figure there.
 */
const allowedGrowth = 0.02;
const budgets = JSON.parse(readFileSync(path.join(__dirname, '../bench/budgets.json'), 'utf8')) as {
  firstLoadJsGzipBytes: Record<string, number>;
};
const committed = budgets.firstLoadJsGzipBytes;

for (const route of benchRoutes) {
  test(`first load of ${route.path}: JS within 2% of the committed figure`, async ({ browser }) => {
    const figure = committed[route.path];
    expect(figure, `bench/budgets.json has a figure for ${route.path}`).toBeDefined();
    // At the CPU's own speed: the same bytes as at the bench's 4× slower CPU (every route, measured
    // both ways), in half the time. Times are the bench's.
    const { jsGzipBytes } = await coldVisit(browser, route, { cpuRate: 1 });
    const limit = Math.floor(figure! * (1 + allowedGrowth));
    expect(jsGzipBytes, `${route.path}: ${jsGzipBytes} B of JS, committed ${figure} B (limit ${limit} B)`).toBeLessThanOrEqual(limit);
  });
}
