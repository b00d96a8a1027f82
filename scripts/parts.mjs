// The five built parts and where `npm start` serves them.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const parts = [
  { name: 'shell', port: 3000, spa: true, runtimeDir: path.join(repoRoot, 'deploy/local/shell') },
  { name: 'mf-confirmation', port: 3001 },
  { name: 'mf-cabinet', port: 3002 },
  { name: 'mf-blog', port: 3003 },
  { name: 'mf-shopwindow', port: 3004 },
].map((part) => ({ spa: false, runtimeDir: null, ...part, dir: path.join(repoRoot, part.name, 'dist') }));

export const devApi = { port: 4000, url: 'http://127.0.0.1:4000' };
