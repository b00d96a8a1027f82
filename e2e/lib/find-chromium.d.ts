/**
 * The browser for e2e and the bench, in this order: `CHROMIUM_PATH`, Debian's `/usr/bin/chromium`,
 * Playwright's own install. Missing on Debian as root: installs Debian's `chromium` with apt and
 * says so. Never downloads a browser build of its own (`npx playwright install`).
 */
export declare function findChromium(): string;
/**
 * The browser for the Playwright tests: Debian's `chromium-headless-shell` (the same Chromium
 * release, built without the desktop browser's UI; Playwright's own default for headless runs),
 * installed with apt like `chromium` when missing. On this 2-core machine a page renders in it in
 * about two thirds of the desktop build's time, and the e2e are bound by the CPU. `CHROMIUM_PATH`
 * still wins; without apt, the desktop build. The bench keeps the desktop build (`findChromium`):
 * its figures are a borrower's browser.
 */
export declare function findTestChromium(): string;
/** Flags for Chromium on this machine: no sandbox as root, no background traffic off loopback. */
export declare const chromiumArgs: string[];
