/**
 * The one definition of how every part of the product is built and federated: shared singletons,
 * exposes derived from the contract, output, loaders, dev server. Each app's `rspack.config.ts`
 * is a call to `createAppConfig`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack, type Compiler, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { exposedModules, hostName, localPorts, type RemoteName } from '../src/remotes/index';

const requireFromContracts = createRequire(__filename);
const contractsDir = path.resolve(__dirname, '..');

type ContainerName = typeof hostName | RemoteName;

export type AppBuildOptions = {
  /** Absolute path of the app's folder. */
  appDir: string;
  container: ContainerName;
  /** Page title of the standalone page. */
  title: string;
};

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as { version: string; exports?: Record<string, string> };
const versionOf = (pkg: string) => readJson(requireFromContracts.resolve(`${pkg}/package.json`, { paths: [contractsDir] })).version;

/**
 * Libraries every part shares as singletons. Sub-paths that are separate modules are listed on
 * their own: react-router-dom 7 re-exports react-router, so both are shared or the router is
 * duplicated; `react-dom/client` and `react/jsx-runtime` are imported by compiled code directly.
 */
const singletonLibraries: Array<[shareKey: string, versionFrom: string]> = [
  ['react', 'react'],
  ['react/jsx-runtime', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/client', 'react-dom'],
  ['react-router', 'react-router'],
  ['react-router-dom', 'react-router-dom'],
  ['effector', 'effector'],
  ['effector-react', 'effector-react'],
  ['dayjs', 'dayjs'],
  ['axios', 'axios'],
  ['ui-kit', 'ui-kit'],
  ['ui-kit/forms', 'ui-kit'],
];

/** Each public sub-path of shared-contracts is its own shared singleton (the build helpers are not). */
export function contractsSubpaths(): string[] {
  const { exports = {} } = readJson(path.join(contractsDir, 'package.json'));
  return Object.entries(exports)
    .filter(([, target]) => target.startsWith('./src/'))
    .map(([subpath]) => `shared-contracts/${subpath.slice(2)}`);
}

export function sharedConfig() {
  const contractsVersion = readJson(path.join(contractsDir, 'package.json')).version;
  const entries: Array<[string, string]> = [
    ...singletonLibraries.map(([key, from]): [string, string] => [key, versionOf(from)]),
    ...contractsSubpaths().map((key): [string, string] => [key, contractsVersion]),
  ];
  return Object.fromEntries(
    entries.map(([key, version]) => [
      key,
      { singleton: true, requiredVersion: `^${version}`, version, strictVersion: false, eager: false },
    ]),
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

/** Writes `latest.json` (the build's version) beside the bundle, for version polling. */
class LatestJsonPlugin implements RspackPluginInstance {
  constructor(private readonly version: string) {}
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('LatestJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'LatestJsonPlugin', stage: 0 }, () => {
        const body = JSON.stringify({ version: this.version, builtAt: new Date().toISOString() }, null, 2);
        compilation.emitAsset('latest.json', new compiler.webpack.sources.RawSource(body));
      });
    });
  }
}

const portOf = (container: ContainerName) => (container === hostName ? localPorts.shell : localPorts[container]);

export function createAppConfig({ appDir, container, title }: AppBuildOptions): Configuration {
  const production = process.env.NODE_ENV === 'production' || process.argv.includes('production');
  const isHost = container === hostName;
  const version = readJson(path.join(appDir, 'package.json')).version;

  return {
    context: appDir,
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(appDir, 'dist'),
      // The shell serves deep links (/profile/sections/Docs), so its chunks load from the root;
      // remotes are loaded from wherever their manifest is.
      publicPath: isHost ? '/' : 'auto',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      uniqueName: container,
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
            env: { targets: ['chrome >= 111', 'edge >= 111', 'firefox >= 111', 'safari >= 16.4'] },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: container,
        filename: 'remoteEntry.js',
        exposes: isHost ? {} : exposesFor(container, appDir),
        remotes: {},
        shared: sharedConfig(),
        shareStrategy: 'loaded-first',
        runtimePlugins: [path.join(contractsDir, 'build/prefer-host-shared.ts')],
        manifest: true,
        dts: false,
      }),
      new rspack.HtmlRspackPlugin({
        template: path.join(appDir, 'index.html'),
        title,
        chunks: ['main'],
      }),
      new rspack.DefinePlugin({
        'process.env.APP_VERSION': JSON.stringify(version),
        'process.env.APP_CONTAINER': JSON.stringify(container),
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
      new LatestJsonPlugin(version),
    ],
    optimization: { minimize: production },
    performance: { hints: false },
    devServer: {
      host: '127.0.0.1',
      port: portOf(container),
      hot: true,
      historyApiFallback: isHost,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: isHost ? [{ directory: path.join(appDir, '..', 'deploy', 'local', 'shell'), watch: true }] : false,
      client: { overlay: { errors: true, warnings: false } },
    },
  };
}
