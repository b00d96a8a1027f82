/**
 * The one definition of how every part of the product is built and federated: shared singletons,
 * exposes derived from the contract, output, loaders, dev server. Each app's `rspack.config.ts`
 * is a call to `createAppConfig`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Compiler, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { hostName, localPorts, type RemoteName } from '../src/remotes/index';
import { contractsDir, exposesFor, readJson, sharedConfig } from './shared-modules';

type ContainerName = typeof hostName | RemoteName;

export type AppBuildOptions = {
  /** Absolute path of the app's folder. */
  appDir: string;
  container: ContainerName;
  /** Page title of the standalone page. */
  title: string;
  /** Values the page template reads (`<%= name %>`), besides the title. */
  htmlParameters?: Record<string, string>;
};


/** Writes `latest.json` (the build's version) beside the bundle, for version polling. */
class LatestJsonPlugin implements RspackPluginInstance {
  constructor(
    private readonly version: string,
    private readonly buildId: string,
  ) {}
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('LatestJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'LatestJsonPlugin', stage: 0 }, () => {
        const body = JSON.stringify({ version: this.version, buildId: this.buildId }, null, 2);
        compilation.emitAsset('latest.json', new compiler.webpack.sources.RawSource(body));
      });
    });
  }
}

const portOf = (container: ContainerName) => (container === hostName ? localPorts.shell : localPorts[container]);

/** The TypeScript loader every build uses. */
const typescriptRule = (production: boolean) => ({
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
  type: 'javascript/auto' as const,
});

/** File name of the federation runtime a remote's standalone page loads first. */
export const standaloneRuntimeFile = 'federation-runtime.js';

/**
 * Remotes use the shell's federation runtime (`externalRuntime`); their standalone page has no
 * shell, so each remote also builds this small script that provides it. Built after the app, so
 * the app's `clean` does not remove it.
 */
function standaloneRuntimeConfig(appDir: string, production: boolean): Configuration {
  return {
    name: 'standalone-runtime',
    dependencies: ['app'],
    context: appDir,
    mode: production ? 'production' : 'development',
    devtool: false,
    entry: { 'federation-runtime': path.join(contractsDir, 'build/standalone-runtime.ts') },
    output: { path: path.join(appDir, 'dist'), filename: standaloneRuntimeFile, clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [typescriptRule(production)] },
    optimization: { minimize: production },
    performance: { hints: false },
  };
}

/** A part's build: the shell's, or a remote's plus the runtime of its standalone page. */
export function createAppConfig(options: AppBuildOptions): Configuration | Configuration[] {
  const app = createFederatedConfig(options);
  if (options.container === hostName) return app;
  const production = app.mode === 'production';
  return [app, standaloneRuntimeConfig(options.appDir, production)];
}

function createFederatedConfig({ appDir, container, title, htmlParameters = {} }: AppBuildOptions): Configuration {
  const production = process.env.NODE_ENV === 'production' || process.argv.includes('production');
  const isHost = container === hostName;
  const version = readJson(path.join(appDir, 'package.json')).version;
  // Tells one build from the next even when the package version did not change.
  const buildId = `${version}+${Date.now().toString(36)}`;

  return {
    name: 'app',
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
        typescriptRule(production),
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
        // One federation runtime per page: the shell provides it, remotes use it (their
        // remoteEntry.js is then a few KB instead of carrying a ~33 KB copy each).
        experiments: isHost ? { provideExternalRuntime: true } : { externalRuntime: true },
      }),
      new rspack.HtmlRspackPlugin({
        // The shell has its own page; a remote's standalone page is the common one.
        template: existsSync(path.join(appDir, 'index.html'))
          ? path.join(appDir, 'index.html')
          : path.join(contractsDir, 'build/standalone.html'),
        title,
        templateParameters: htmlParameters,
        chunks: ['main'],
        // The standalone page of a remote is served for deep links too: load the entry from the root.
        publicPath: '/',
      }),
      new rspack.DefinePlugin({
        'process.env.APP_VERSION': JSON.stringify(version),
        'process.env.APP_BUILD_ID': JSON.stringify(buildId),
        'process.env.APP_CONTAINER': JSON.stringify(container),
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
      new LatestJsonPlugin(version, buildId),
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
