import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const isDebian = () => existsSync('/etc/debian_version') || /debian/i.test(readSafely('/etc/os-release'));

function readSafely(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** Debian's packages the Playwright tests use, each with the file that shows it is installed. */
export const testPackages = [
  { pkg: 'chromium-headless-shell', binary: '/usr/bin/chromium-headless-shell' },
  { pkg: 'nginx', binary: '/usr/sbin/nginx' },
  { pkg: 'docker-compose', binary: '/usr/bin/docker-compose' },
] as const;

const aptEnv = () => ({ ...process.env, DEBIAN_FRONTEND: 'noninteractive' });

/**
 * Installs every missing one of `packages` with one index update and one transaction (the test
 * set-up does this once, beside the unit tests, so no spec waits for apt); what it installed.
 * Off Debian, or not root, it installs nothing: the spec that needs a tool says how to get it.
 */
export function ensureDebianPackages(packages: ReadonlyArray<{ pkg: string; binary: string }>): string[] {
  const missing = packages.filter(({ binary }) => !existsSync(binary)).map(({ pkg }) => pkg);
  if (missing.length === 0 || !isDebian() || process.getuid?.() !== 0) return [];
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env: aptEnv() });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { stdio: 'inherit', env: aptEnv() });
  // Debian starts a packaged server's service on install; the tests run their own instances.
  if (missing.includes('nginx')) stopPackagedNginx();
  return missing;
}

function stopPackagedNginx(): void {
  execFileSync('sh', ['-c', 'service nginx stop >/dev/null 2>&1 || pkill -x nginx || true']);
}

/**
 * A tool the tests need from Debian's packages (Chromium, nginx, docker-compose): its path when it
 * is there; installed with apt-get when it is not and the tests run as root on Debian (the test
 * set-up, as CI does), saying so; otherwise a message saying how to get it.
 */
export function ensureDebianPackage(pkg: string, binary: string): string {
  if (existsSync(binary)) return binary;
  if (isDebian() && process.getuid?.() === 0) {
    console.log(`[e2e] ${binary} не найден: устанавливаю пакет Debian \`${pkg}\` через apt-get…`);
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env: aptEnv() });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', pkg], { stdio: 'inherit', env: aptEnv() });
    // Debian starts a packaged server's service on install; the tests run their own instances.
    if (pkg === 'nginx') stopPackagedNginx();
    if (existsSync(binary)) return binary;
  }
  throw new Error(`${binary} не найден. Установите пакет ${pkg} (на Debian/Ubuntu: sudo apt-get install ${pkg}).`);
}
