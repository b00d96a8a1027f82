/**
 * `npm test`: every check — typecheck and lint side by side (each mostly waits on one core), then
 * jest, then Playwright — stopping at the first step that fails, then how long each took (CI's own
 * log says where its minutes go).
 */
import { spawn } from 'node:child_process';
import { repoRoot } from './parts';

type Check = { name: string; command: string };

const steps: Check[][] = [
  [
    { name: 'typecheck', command: 'npm run typecheck' },
    { name: 'lint', command: 'npm run lint' },
  ],
  [{ name: 'jest', command: 'npm run test:unit' }],
  [{ name: 'e2e', command: 'npm run test:e2e' }],
];

function run({ name, command }: Check): Promise<{ line: string; passed: boolean }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { cwd: repoRoot, shell: true, stdio: 'inherit' });
    child.on('exit', (code) => {
      const passed = code === 0;
      resolve({ line: `  ${name.padEnd(10)} ${Math.round((Date.now() - started) / 1000)} s${passed ? '' : ' — не прошло'}`, passed });
    });
  });
}

async function main(): Promise<boolean> {
  const times: string[] = [];
  let passed = true;
  for (const step of steps) {
    const started = Date.now();
    const results = await Promise.all(step.map(run));
    times.push(...results.map((result) => result.line));
    if (step.length > 1) times.push(`  ${'(вместе)'.padEnd(10)} ${Math.round((Date.now() - started) / 1000)} s`);
    if (results.some((result) => !result.passed)) {
      passed = false;
      break;
    }
  }
  console.log(`\nПроверки:\n${times.join('\n')}`);
  return passed;
}

void main().then((passed) => {
  if (!passed) process.exit(1);
});
