/**
 * What the builds compile instead of a module a library asks for: smaller or production-only
 * equivalents, chosen at build time.
 */
import path from 'node:path';
import { contractsDir, packageDir } from './shared-modules';

/**
 * What production builds compile instead of a library's default: react-router's `exports` lead to
 * `dist/development` whatever the mode, and its `dist/production` is the same code with the
 * development warnings switched off (checks on every navigation and render, and their text);
 * effector-react's `use-sync-external-store` shim is React's own hook since React 18; axios's fetch
 * adapter is never chosen in a browser (its xhr adapter is tried first); the federation runtime's
 * error texts are its codes and the link to each code's page (its English descriptions were ~0.7 KB
 * gzip in every build that carries the runtime: the shell's entry and each remote's, three on `/`);
 * the federation runtime's packages are built from their ES modules (below).
 */
export function productionBuildsOf(): Record<string, string> {
  const reactRouter = packageDir('react-router');
  const reactOwnStoreHook = path.join(contractsDir, 'build/aliases/use-sync-external-store-shim.mjs');
  return {
    ...federationRuntimeAsModules(),
    // axios's fetch adapter: browsers use its xhr adapter (tried first), so it was dead weight.
    [path.join(packageDir('axios'), 'lib/adapters/fetch.js')]: path.join(contractsDir, 'build/aliases/axios-fetch-adapter.mjs'),
    '@module-federation/error-codes$': path.join(contractsDir, 'build/aliases/federation-error-codes.mjs'),
    'react-router$': path.join(reactRouter, 'dist/production/index.mjs'),
    'react-router/dom$': path.join(reactRouter, 'dist/production/dom-export.mjs'),
    // effector-react's shim for React < 18: React 19 has the hook.
    'use-sync-external-store/shim/index.js$': reactOwnStoreHook,
    'use-sync-external-store/shim$': reactOwnStoreHook,
  };
}

/**
 * antd's English texts are its fallback where no locale is given (the provider's default, static
 * modals, notifications): the product speaks Russian only, so that fallback is its Russian locale,
 * which the kit's provider sets anyway. Every page then carries one locale instead of two (~1 KB
 * gzip less on each), and a fallback text can never appear in English.
 */
export function russianOnlyAntd(): Record<string, string> {
  const locales = path.join(packageDir('antd'), 'es/locale');
  return { [path.join(locales, 'en_US.js')]: path.join(locales, 'ru_RU.js') };
}

/**
 * The federation runtime as ES modules. Rspack's federation plugin imports the bundler runtime by
 * the path Node's `require` resolves (its CommonJS build), and from there every runtime package is
 * `require`d whole; their ES module builds let the bundler drop what the build never calls.
 */
function federationRuntimeAsModules(): Record<string, string> {
  const packages = ['@module-federation/webpack-bundler-runtime', '@module-federation/runtime', '@module-federation/runtime-core', '@module-federation/sdk'];
  return Object.fromEntries(
    packages.map((pkg) => [`${path.join(packageDir(pkg), 'dist/index.cjs')}$`, path.join(packageDir(pkg), 'dist/index.js')]),
  );
}
