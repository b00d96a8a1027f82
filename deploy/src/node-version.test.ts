/**
 * The project brings the Node it runs on (the registry's `node` package, pinned as a development
 * dependency: npm puts it first on the path of every script), and every file that names a Node
 * names the same one.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './parts';

const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');
const rootPackage = JSON.parse(read('package.json')) as {
  engines: { node: string };
  devEngines: { runtime: { name: string; version: string } };
  devDependencies: Record<string, string>;
  allowScripts?: Record<string, boolean>;
};
const pinned = rootPackage.devDependencies.node ?? '';

test('every npm script runs on the pinned Node 24 LTS, whatever Node runs npm itself', () => {
  expect(pinned).toMatch(/^24\.\d+\.\d+$/);
  // This test runs under `npm test`: the Node it runs on is the project's own.
  expect(process.versions.node).toBe(pinned);
  // Its install script (which fetches the binary from the registry) is allowed to run.
  expect(rootPackage.allowScripts?.node).toBe(true);
});

test('.nvmrc, engines, devEngines, @types/node and docker-compose name the same Node line', () => {
  expect(read('.nvmrc').trim()).toBe(pinned);
  const [major, minor] = pinned.split('.').map(Number);
  expect(rootPackage.engines.node).toMatch(/^>=24\.\d+ <25$/);
  const floor = Number(rootPackage.engines.node.match(/^>=24\.(\d+)/)?.[1]);
  expect(minor).toBeGreaterThanOrEqual(floor);
  expect(rootPackage.devEngines.runtime).toMatchObject({ name: 'node', version: rootPackage.engines.node });
  expect(rootPackage.devDependencies['@types/node']).toMatch(new RegExp(`^\\^${major}\\.`));
  const compose = read('docker-compose.yml');
  expect(compose).toMatch(new RegExp(`image: node:${major}-`));
  expect(compose).not.toMatch(/image: node:(?!24-)/);
  // nginx's maintained stable line, not a pinned line that went out of support.
  expect(compose).toMatch(/image: nginx:stable-alpine/);
});
