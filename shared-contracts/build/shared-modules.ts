/**
 * What every build shares and exposes, derived from the contract. Kept apart from the Rspack config
 * so it can be unit-tested (and read) without a bundler.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { exposedModules, type RemoteName } from '../src/remotes/index';

export const contractsDir = path.resolve(__dirname, '..');
const requireFromContracts = createRequire(__filename);

export const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as { version: string; exports?: Record<string, string> };

/** A package's installed folder; found from its entry point, since not every package exports `./package.json`. */
export function packageDir(pkg: string): string {
  let dir = path.dirname(requireFromContracts.resolve(pkg, { paths: [contractsDir] }));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === pkg) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`cannot find the folder of ${pkg}`);
    dir = parent;
  }
}

/** A package's installed version. */
function versionOf(pkg: string): string {
  return readJson(path.join(packageDir(pkg), 'package.json')).version;
}

/**
 * What every part shares as singletons: what must be one instance per page, and nothing else.
 * Sub-paths that are separate modules are listed on their own: `react-dom/client` and
 * `react/jsx-runtime` are imported by compiled code directly. react-router is not here: it is
 * reached through `platform/router`, a shared module that re-exports only the API the product
 * uses, so the rest of the router is tree-shaken away. farfetched and axios are not here either: only
 * the platform calls them (its one API client and its queries), so they are one per page inside the
 * platform's one instance, compiled with just what it uses. The contract (`shared-contracts`) is not
 * shared at all: each part compiles in the version it was built with.
 */
const singletonLibraries: Array<[shareKey: string, versionFrom: string]> = [
  ['react', 'react'],
  ['react/jsx-runtime', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/client', 'react-dom'],
  ['effector', 'effector'],
  ['effector-react', 'effector-react'],
  ['dayjs', 'dayjs'],
  // The kit keeps one antd context (theme, locale, message) for the page.
  ['@microloans/ui-kit', '@microloans/ui-kit'],
  ['@microloans/ui-kit/forms', '@microloans/ui-kit'],
  ['@microloans/ui-kit/extra', '@microloans/ui-kit'],
  ['@microloans/ui-kit/menus', '@microloans/ui-kit'],
  ['@microloans/ui-kit/feedback', '@microloans/ui-kit'],
  // Session and tokens, the one API client, query cache, toasts, navigation model, analytics
  // queue, logger; and the router's one context.
  ['@microloans/platform', '@microloans/platform'],
  ['@microloans/platform/router', '@microloans/platform'],
];

/** The versioned shared modules of our own, whose version a remote must be compatible with. */
export const versionedSharedPackages = ['@microloans/platform', '@microloans/ui-kit'] as const;

/**
 * Each shared module is a singleton at the version this part was built with. No `requiredVersion`:
 * the federation runtime would check it with its semver parser at every module a part takes from
 * the page (~70 ms of a slow phone's main thread on `/`), only to print a warning. What a remote
 * needs of the platform and the kit is decided once, before it runs, by the shell
 * (shell/src/shared/federation/compatibility.ts), from the versions its manifest lists.
 */
export function sharedConfig() {
  const entries: Array<[string, string]> = singletonLibraries.map(([key, from]): [string, string] => [key, versionOf(from)]);
  return Object.fromEntries(
    entries.map(([key, version]) => [key, { singleton: true, requiredVersion: false as const, version, strictVersion: false, eager: false }]),
  );
}

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** `./pages/AuthRecovery` → `src/exposes/pages/auth-recovery.tsx` */
export function exposeFile(moduleName: string): string {
  const segments = moduleName.replace(/^\.\//, '').split('/');
  return `./src/exposes/${segments.map(kebab).join('/')}.tsx`;
}

/** The contract's list of modules a remote exposes; fails the build when a file is missing. */
export function exposesFor(container: RemoteName, appDir: string): Record<string, string> {
  const missing: string[] = [];
  const exposes = Object.fromEntries(
    exposedModules[container].map((moduleName) => {
      const file = exposeFile(moduleName);
      if (!existsSync(path.join(appDir, file))) missing.push(`${moduleName} → ${file}`);
      return [moduleName, file];
    }),
  );
  if (missing.length > 0) {
    throw new Error(
      `${container} must expose what shared-contracts lists, but these files are missing:\n  ${missing.join('\n  ')}`,
    );
  }
  return exposes;
}

