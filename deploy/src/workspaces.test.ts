/**
 * Every workspace is the project's own package, under its scope: an unscoped name is also a
 * stranger's on the public registry (a `platform` or an `e2e` package is there), and the moment a
 * workspace no longer satisfies a dependent's range, npm would install that stranger's instead,
 * silently. So: every workspace is scoped, every dependency on one uses the scoped name with a
 * range its workspace satisfies, and the lockfile says the same versions.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './parts';

type Manifest = { name: string; version: string; dependencies?: Record<string, string>; devDependencies?: Record<string, string>; peerDependencies?: Record<string, string> };

const scope = '@microloans/';
const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8')) as T;
const folders = readJson<{ workspaces: string[] }>('package.json').workspaces;
const manifests = new Map(folders.map((folder) => [folder, readJson<Manifest>(path.join(folder, 'package.json'))]));

const parse = (version: string) => version.split('-')[0]!.split('.').map(Number) as [number, number, number];

/** Whether `version` satisfies `range`, for the forms the project writes: `1.2.3` and `^1.2.3`. */
export function satisfiesRange(version: string, range: string): boolean {
  const caret = range.startsWith('^');
  const want = parse(caret ? range.slice(1) : range);
  const have = parse(version);
  if (want.some(Number.isNaN) || have.some(Number.isNaN)) return false;
  if (!caret) return want.every((part, index) => part === have[index]);
  if (have[0] !== want[0]) return false;
  if (want[0] === 0) return have[1] === want[1] && have[2] >= want[2];
  return have[1] > want[1] || (have[1] === want[1] && have[2] >= want[2]);
}

test('the range check reads the forms the project writes', () => {
  expect(satisfiesRange('1.1.0', '^1.0.0')).toBe(true);
  expect(satisfiesRange('2.0.0', '^1.0.0')).toBe(false);
  expect(satisfiesRange('1.0.0', '^1.1.0')).toBe(false);
  expect(satisfiesRange('1.0.0', '1.0.0')).toBe(true);
  expect(satisfiesRange('1.0.1', '1.0.0')).toBe(false);
  expect(satisfiesRange('1.0.0', 'latest')).toBe(false);
});

test.each(folders)('%s is named under the project\'s scope, after its folder', (folder) => {
  expect(manifests.get(folder)?.name).toBe(`${scope}${folder}`);
});

test('every dependency on a workspace is by its scoped name, with a range the workspace satisfies', () => {
  const unscoped = new Set(folders);
  const problems: string[] = [];
  for (const [folder, manifest] of manifests) {
    for (const section of ['dependencies', 'devDependencies', 'peerDependencies'] as const) {
      for (const [name, range] of Object.entries(manifest[section] ?? {})) {
        if (unscoped.has(name)) problems.push(`${folder}: ${section}.${name} is unscoped (a stranger's package on the registry)`);
        if (!name.startsWith(scope)) continue;
        const target = manifests.get(name.slice(scope.length));
        if (!target) problems.push(`${folder}: ${section}.${name} is no workspace`);
        else if (!satisfiesRange(target.version, range)) problems.push(`${folder}: ${section}.${name}@${range} is not satisfied by its workspace (${target.version})`);
      }
    }
  }
  expect(problems).toEqual([]);
});

test('the lockfile records every workspace as it is', () => {
  const lock = readJson<{ packages: Record<string, { name?: string; version?: string; resolved?: string; link?: boolean }> }>('package-lock.json');
  for (const [folder, manifest] of manifests) {
    expect({ folder, version: lock.packages[folder]?.version }).toEqual({ folder, version: manifest.version });
    expect(lock.packages[`node_modules/${manifest.name}`]).toMatchObject({ resolved: folder, link: true });
  }
});
