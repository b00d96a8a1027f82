import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, findTestChromium } from './lib/find-chromium';
import { shellOrigin } from './lib/product';

/**
 * Drives the production builds served as `npm start` serves them (built first), with dev-api
 * behind them. Tests that need their own topology (a stopped remote, a dead entry) start extra
 * static servers themselves (lib/topology.ts).
 *
 * One worker by default; `E2E_WORKERS=2` runs two, each driving a copy of the product of its own
 * (lib/product.ts: `npm start`'s, and one 200 ports above it with its own dev-api and store), so a spec resets, faults and counts its copy's dev-api and nothing
 * else. What times itself runs after them, alone: first the tests tagged `@timed` (they assert a
 * duration, a long task or a paint, which a second browser on the same cores would stretch), then
 * the delivery drills (they load the machine and time how the render tier holds it). CI runs one:
 * in two, an account menu entry tapped as the menu opened was not followed, once in five fresh-clone
 * runs here (e2e/README "Running").
 */
const workers = process.env.E2E_WORKERS === '2' && availableParallelism() >= 2 ? 2 : 1;
const copies = workers === 2 ? [0, 200] : [0];
const drills = ['**/delivery-drills.spec.ts', '**/release-verification.spec.ts'];
const timed = /@timed/;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers,
  projects:
    workers === 1
      ? [{ name: 'product' }]
      : [
          { name: 'product', testIgnore: drills, grepInvert: timed, workers },
          { name: 'timed', testIgnore: drills, grep: timed, workers: 1, dependencies: ['product'] },
          { name: 'drills', testMatch: drills, workers: 1, dependencies: ['timed'] },
        ],
  // CI runs a failed test once more, only to record its trace: a test that passed on its retry is
  // flaky, and a flaky test fails the run as a failing one does. A focused test fails it too.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  forbidOnly: Boolean(process.env.CI),
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // The worker's copy: this file is read again in each worker, after its slot is known.
    baseURL: shellOrigin,
    locale: 'ru-RU',
    // A borrower's browser, not a headless one: «HeadlessChrome» is a bot to the visit tracking.
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
    // Recording a trace costs a passing test ~40 % of its time (measured: 15 tests in 66 s with
    // 'retain-on-failure', 40 s without). CI traces the retry of a failed test, so every failure
    // there comes with its trace; locally, `--trace=on` when a test needs one.
    trace: process.env.CI ? 'on-first-retry' : 'off',
    launchOptions: { executablePath: findTestChromium(), args: chromiumArgs },
  },
  // Started one after the other: the first builds (unless `E2E_BUILT=1`: `npm test` builds before
  // it), a second serves that build from its own store.
  webServer: copies.map((offset) => ({
    command: `node ../node_modules/tsx/dist/cli.mjs ../deploy/src/start.ts${offset || process.env.E2E_BUILT === '1' ? ' --no-build' : ''}${offset ? ` --port-offset ${offset}` : ''}`,
    // The shell's live page and latest.json appear once every part is released.
    url: `http://127.0.0.1:${3000 + offset}/latest.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
