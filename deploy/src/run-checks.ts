/**
 * `npm test`: every check, in order — typecheck, lint, jest, Playwright — stopping at the first
 * that fails, then how long each took (CI's own log says where its minutes go).
 */
import { spawnSync } from 'node:child_process';
import { repoRoot } from './parts';

const checks = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['jest', 'npm run test:unit'],
  ['e2e', 'npm run test:e2e'],
] as const;

const times: string[] = [];
let failed: string | null = null;
for (const [name, command] of checks) {
  const started = Date.now();
  const { status } = spawnSync(command, { cwd: repoRoot, shell: true, stdio: 'inherit' });
  times.push(`  ${name.padEnd(10)} ${Math.round((Date.now() - started) / 1000)} s${status === 0 ? '' : ' — не прошло'}`);
  if (status !== 0) {
    failed = name;
    break;
  }
}
console.log(`\nПроверки:\n${times.join('\n')}`);
if (failed) process.exit(1);
