/**
 * @jest-environment jsdom
 *
 * The platform and the UI kit are shared at run time, and a remote is checked against the
 * versions the live shell provides. So their version must say what changed: the exported names
 * of every module each shares are recorded with the version in `api-surface.json`, and a change
 * of names without the right bump fails here (added only → minor, anything removed → major).
 * After bumping: `npm run api-surface` records the new surface.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TextDecoder, TextEncoder } from 'node:util';

// The router reads these at import; jsdom (needed by antd) does not provide them.
Object.assign(globalThis, { TextDecoder, TextEncoder });

type Surface = { version: string; modules: Record<string, string[]> };

const packages = [
  { name: 'platform', dir: path.join(__dirname, '../../platform'), modules: { platform: () => import('@microloans/platform'), 'platform/router': () => import('@microloans/platform/router') } },
  {
    name: 'ui-kit',
    dir: path.join(__dirname, '../../ui-kit'),
    modules: {
      'ui-kit': () => import('@microloans/ui-kit'),
      'ui-kit/forms': () => import('@microloans/ui-kit/forms'),
      'ui-kit/extra': () => import('@microloans/ui-kit/extra'),
      'ui-kit/menus': () => import('@microloans/ui-kit/menus'),
      'ui-kit/feedback': () => import('@microloans/ui-kit/feedback'),
    },
  },
] as const;

const semver = (version: string) => version.split('.').map(Number) as [number, number, number];

/** Why `next` is not the right version for a surface that lost `removed` and gained `added` since `recorded`; null when it is. */
export function bumpProblem(recorded: string, next: string, added: string[], removed: string[]): string | null {
  const [major, minor] = semver(recorded);
  const [nextMajor, nextMinor] = semver(next);
  if (added.length === 0 && removed.length === 0) return null;
  const bumpedMajor = nextMajor > major;
  const bumpedMinor = nextMajor === major && nextMinor > minor;
  if (removed.length > 0 && !bumpedMajor) return `removed ${removed.join(', ')}: a breaking change needs a major version (${major + 1}.0.0)`;
  if (!bumpedMajor && !bumpedMinor) return `added ${added.join(', ')}: a new export needs a minor version (${major}.${minor + 1}.0)`;
  return null;
}

test('a changed surface is caught: added needs a minor bump, removed a major one', () => {
  expect(bumpProblem('1.2.3', '1.2.3', [], [])).toBeNull();
  expect(bumpProblem('1.2.3', '1.2.4', ['x'], [])).toMatch(/minor version \(1\.3\.0\)/);
  expect(bumpProblem('1.2.3', '1.3.0', ['x'], [])).toBeNull();
  expect(bumpProblem('1.2.3', '1.3.0', [], ['y'])).toMatch(/major version \(2\.0\.0\)/);
  expect(bumpProblem('1.2.3', '2.0.0', ['x'], ['y'])).toBeNull();
});

describe.each(packages)('$name', ({ dir, modules }) => {
  test('its exported names change only with the right version bump', async () => {
    const current: Record<string, string[]> = {};
    for (const [id, load] of Object.entries(modules)) current[id] = Object.keys(await load()).sort();
    const version = (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
    const file = path.join(dir, 'api-surface.json');
    const recorded = JSON.parse(readFileSync(file, 'utf8')) as Surface;

    const names = (surface: Record<string, string[]>) => new Set(Object.entries(surface).flatMap(([id, list]) => list.map((item) => `${id}#${item}`)));
    const before = names(recorded.modules);
    const after = names(current);
    const added = [...after].filter((item) => !before.has(item));
    const removed = [...before].filter((item) => !after.has(item));
    const problem = bumpProblem(recorded.version, version, added, removed);

    if (process.env.UPDATE_API_SURFACE === '1' && problem === null) {
      writeFileSync(file, `${JSON.stringify({ version, modules: current }, null, 2)}\n`);
      return;
    }
    expect(problem).toBeNull();
    // Right bump, surface not recorded yet.
    expect({ added, removed }).toEqual({ added: [], removed: [] });
  });
});
