/**
 * `npm run dev`: every part with live reload (rspack serve) on the same ports as `npm start`, and
 * dev-api restarting on change. Ctrl-C stops everything.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parts, repoRoot } from './parts';

const rspackBin = path.join(repoRoot, 'node_modules/@rspack/cli/bin/rspack.js');
const tsxCli = path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs');

const children = [
  spawn(process.execPath, [tsxCli, 'watch', 'src/main.ts'], {
    cwd: path.join(repoRoot, 'dev-api'),
    env: { ...process.env, DEV_API_TEST_ENDPOINTS: '1' },
    stdio: 'inherit',
  }),
  ...parts.map((part) =>
    spawn(process.execPath, [rspackBin, 'serve', '--mode', 'development'], { cwd: path.join(repoRoot, part.name), stdio: 'inherit' }),
  ),
];

console.log('Режим разработки: http://127.0.0.1:3000 (Ctrl-C — остановить)');
const shutdown = () => {
  children.forEach((child) => child.kill('SIGTERM'));
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
