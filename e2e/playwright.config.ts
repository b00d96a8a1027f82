import { defineConfig } from '@playwright/test';
import { chromiumArgs, findTestChromium } from './lib/find-chromium';

/**
 * Drives the production builds served as `npm start` serves them (built first), with dev-api
 * behind them. Tests that need their own topology (a stopped remote, a dead entry) start extra
 * static servers themselves (lib/topology.ts).
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  // CI runs a failed test once more, only to record its trace: a test that passed on its retry is
  // flaky, and a flaky test fails the run as a failing one does. A focused test fails it too.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  forbidOnly: Boolean(process.env.CI),
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: 'http://127.0.0.1:3000',
    locale: 'ru-RU',
    // A borrower's browser, not a headless one: «HeadlessChrome» is a bot to the visit tracking.
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
    // Recording a trace costs a passing test ~40 % of its time (measured: 15 tests in 66 s with
    // 'retain-on-failure', 40 s without). CI traces the retry of a failed test, so every failure
    // there comes with its trace; locally, `--trace=on` when a test needs one.
    trace: process.env.CI ? 'on-first-retry' : 'off',
    launchOptions: { executablePath: findTestChromium(), args: chromiumArgs },
  },
  webServer: {
    command: 'node ../node_modules/tsx/dist/cli.mjs ../deploy/src/start.ts',
    // The shell's live page and latest.json appear once every part is released.
    url: 'http://127.0.0.1:3000/latest.json',
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
