/**
 * `npm test`: every check — typecheck, lint and jest side by side (each mostly keeps one core
 * busy: jest runs one worker on a 2-core machine), then Playwright — stopping at the first step
 * that fails, then how long each took (CI's own log says where its minutes go). Checks that run
 * side by side print their output whole as each finishes, so their lines never interleave.
 */
import { spawn } from 'node:child_process';
import { repoRoot } from './parts';

type Check = { name: string; command: string };

const steps: Check[][] = [
  [
    { name: 'typecheck', command: 'npm run typecheck' },
    { name: 'lint', command: 'npm run lint' },
    { name: 'jest', command: 'npm run test:unit' },
  ],
  [{ name: 'e2e', command: 'npm run test:e2e' }],
];

function run({ name, command }: Check, alongsideOthers: boolean): Promise<{ line: string; passed: boolean }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { cwd: repoRoot, shell: true, stdio: alongsideOthers ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('exit', (code) => {
      const passed = code === 0;
      if (alongsideOthers) process.stdout.write(`\n── ${name} ──\n${Buffer.concat(output).toString('utf8')}`);
      resolve({ line: `  ${name.padEnd(10)} ${Math.round((Date.now() - started) / 1000)} s${passed ? '' : ' — не прошло'}`, passed });
    });
  });
}

async function main(): Promise<boolean> {
  const times: string[] = [];
  let passed = true;
  for (const step of steps) {
    const started = Date.now();
    const results = await Promise.all(step.map((check) => run(check, step.length > 1)));
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
