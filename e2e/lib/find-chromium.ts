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
