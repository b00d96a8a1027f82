// The five built parts and where `npm start` serves them. Every part falls back to its
// index.html for extension-less paths: the shell's routes, and each remote's standalone page.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const parts = [
  { name: 'shell', port: 3000, runtimeDir: path.join(repoRoot, 'deploy/local/shell') },
  { name: 'mf-confirmation', port: 3001 },
  { name: 'mf-cabinet', port: 3002 },
  { name: 'mf-blog', port: 3003 },
  { name: 'mf-shopwindow', port: 3004 },
].map((part) => ({ spa: true, runtimeDir: null, ...part, dir: path.join(repoRoot, part.name, 'dist') }));

export const devApi = { port: 4000, url: 'http://127.0.0.1:4000' };
