import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { ensureDebianPackage } from './debian';

/**
 * The browser for e2e and the bench, in this order: `CHROMIUM_PATH`, Debian's `/usr/bin/chromium`,
 * Playwright's own install. Missing on Debian as root: installs Debian's `chromium` with apt and
 * says so. Never downloads a browser build of its own (`npx playwright install`).
 */
export function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv}: файла нет`);
    return fromEnv;
  }
  const debian = '/usr/bin/chromium';
  if (existsSync(debian)) return debian;
  try {
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // Playwright has no browser of its own here.
  }
  try {
    return ensureDebianPackage('chromium', debian);
  } catch {
    // Not Debian, or not root: say how to get a browser.
  }
  throw new Error(
    'Chromium не найден. Укажите путь в CHROMIUM_PATH или установите браузер: на Debian/Ubuntu — ' +
      '`sudo apt-get install chromium`. Команду `npx playwright install` не используйте.',
  );
}

/**
 * The browser for the Playwright tests: Debian's `chromium-headless-shell` (the same Chromium
 * release, built without the desktop browser's UI; Playwright's own default for headless runs),
 * installed with apt like `chromium` when missing. On this 2-core machine a page renders in it in
 * about two thirds of the desktop build's time, and the e2e are bound by the CPU. `CHROMIUM_PATH`
 * still wins; without apt, the desktop build. The bench keeps the desktop build (`findChromium`):
 * its figures are a borrower's browser.
 */
export function findTestChromium(): string {
  if (process.env.CHROMIUM_PATH) return findChromium();
  try {
    return ensureDebianPackage('chromium-headless-shell', '/usr/bin/chromium-headless-shell');
  } catch {
    return findChromium();
  }
}

/** Flags for Chromium on this machine: no sandbox as root, no background traffic off loopback. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
