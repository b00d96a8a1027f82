import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

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
  const isDebian = existsSync('/etc/debian_version') || /debian/i.test(safeRead('/etc/os-release'));
  if (isDebian && process.getuid?.() === 0) {
    console.log('[e2e] Chromium не найден: устанавливаю пакет Debian `chromium` через apt-get…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (existsSync(debian)) return debian;
  }
  throw new Error(
    'Chromium не найден. Укажите путь в CHROMIUM_PATH или установите браузер: на Debian/Ubuntu — ' +
      '`sudo apt-get install chromium`. Команду `npx playwright install` не используйте.',
  );
}

function safeRead(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
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
