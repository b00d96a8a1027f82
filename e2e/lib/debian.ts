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

/**
 * A tool the tests need from Debian's packages (Chromium, nginx, docker-compose): its path when it
 * is there; installed with apt-get when it is not and the tests run as root on Debian (the test
 * set-up, as CI does), saying so; otherwise a message saying how to get it.
 */
export function ensureDebianPackage(pkg: string, binary: string): string {
  if (existsSync(binary)) return binary;
  if (isDebian() && process.getuid?.() === 0) {
    console.log(`[e2e] ${binary} не найден: устанавливаю пакет Debian \`${pkg}\` через apt-get…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', pkg], { stdio: 'inherit', env });
    // Debian starts a packaged server's service on install; the tests run their own instances.
    if (pkg === 'nginx') execFileSync('sh', ['-c', 'service nginx stop >/dev/null 2>&1 || pkill -x nginx || true']);
    if (existsSync(binary)) return binary;
  }
  throw new Error(`${binary} не найден. Установите пакет ${pkg} (на Debian/Ubuntu: sudo apt-get install ${pkg}).`);
}
