/**
 * The one definition of how every part of the product is built and federated: shared singletons,
 * exposes derived from the contract, output, loaders, dev server. Each app's `rspack.config.ts`
 * is a call to `createAppConfig`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { hostName, localPorts, serverBuildFolder, type RemoteName } from '../src/remotes/index';
import { CspHashesPlugin, LastBuildPlugin, LatestJsonPlugin, PageStylesPlugin, PrecompressPlugin, StartAfterPaintPlugin, appScriptsElementId } from './build-plugins';
import { productionBuildsOf, russianOnlyAntd } from './resolve-aliases';
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


const portOf = (container: ContainerName) => (container === hostName ? localPorts.shell : localPorts[container]);

/**
 * antd's helpers that do nothing on import but do not say so in their package.json: without this,
 * importing one name from their index brings the whole package. antd's Modal (in the first page's
 * `App`) reaches `@rc-component/form` for one context: the form engine and its validator came
 * with it to every first page.
 */
const sideEffectFreeLibraries = {
  test: /[\\/]node_modules[\\/]@rc-component[\\/](form|trigger|async-validator)[\\/]/,
  sideEffects: false,
};

/**
 * Modules that declare and do nothing else, and say so here, so that a page gets only what it
 * reads: a part's `queries/` folders (one `createApiQuery` per module) and its entities' public
 * indexes (`src/entities/<name>/index.ts`, re-exports only). Without it, a page that read one query
 * of an entity through its index created all of them, and creating a farfetched query costs
 * 20–100 ms of a slow phone's main thread (the blog's feed created the post's and the search's).
 */
const declarationsOnly = {
  test: /[\\/]src[\\/](.+[\\/]queries[\\/][^\\/]+|entities[\\/][^\\/]+[\\/]index)\.ts$/,
  exclude: /\.test\.ts$/,
  sideEffects: false,
};

/**
 * The browsers the CSS is written for: those with CSS logical properties and `:where()` (2021 on),
 * which antd's styles are made of. Without a target the CSS minimiser wrote a fallback for each
 * logical property for older browsers, one rule per direction with every right-to-left language
 * listed: the forms kit's CSS grew from 242 KB to 1.5 MB (50 KB gzip instead of 21).
 */
const cssTargets = ['chrome >= 100', 'edge >= 100', 'firefox >= 100', 'safari >= 15.4', 'ios_saf >= 15.4', 'samsung >= 19'];

const minimizers = () => [
  new rspack.SwcJsMinimizerRspackPlugin(),
  new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: cssTargets } }),
];

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
function standaloneRuntimeConfig(appDir: string, outputDir: string, production: boolean): Configuration {
  return {
    name: 'standalone-runtime',
    dependencies: ['app'],
    context: appDir,
    mode: production ? 'production' : 'development',
    devtool: false,
    entry: { 'federation-runtime': path.join(contractsDir, 'build/standalone-runtime.ts') },
    output: { path: outputDir, filename: standaloneRuntimeFile, clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [typescriptRule(production)] },
    optimization: { minimize: production },
    performance: { hints: false },
  };
}

/**
 * A part's server side (`src/server/index.ts`), built for Node into its version's folder and
 * released with it: the render host (deploy/src/render-host.ts) loads the version a visitor is
 * served. One file, nothing shared: it brings what it uses. Built after the app, so the app's
 * `clean` does not remove it.
 */
/**
 * Modules a server side never carries itself. jsdom (the DOM the sanitiser works in on the server)
 * is the render host's: it is large, it reads its own files at run time, and it is the same for
 * every part. A remote's server side also leaves out the page's shared singletons: the render host
 * gives it the shell's (`sharedModules`), so one React tree renders with one React, one scope.
 */
function serverExternals(isHost: boolean): Record<string, string> {
  const keys = isHost ? [] : Object.keys(sharedConfig()).filter((key) => key !== 'react-dom/client');
  return Object.fromEntries(['jsdom', ...keys].map((key) => [key, `commonjs ${key}`]));
}

function serverConfig(appDir: string, target: BuildTarget, container: ContainerName): Configuration {
  const { outputDir, production } = target;
  const isHost = container === hostName;
  return {
    name: 'server',
    dependencies: ['app'],
    context: appDir,
    target: 'node24',
    mode: production ? 'production' : 'development',
    devtool: false,
    entry: { index: './src/server/index.ts' },
    output: { path: path.join(outputDir, serverBuildFolder), filename: '[name].js', library: { type: 'commonjs2' }, clean: false, asyncChunks: false },
    resolve: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'], alias: { ...russianOnlyAntd(), ...(production ? productionBuildsOf() : {}) } },
    externals: serverExternals(isHost),
    plugins: [new rspack.DefinePlugin(buildDefinitions(target, container))],
    // The real folder of the built file: the shell's server side reads its version's files beside it.
    node: { __dirname: false },
    module: {
      rules: [
        typescriptRule(production),
        // The page's styles are the browser build's files, linked by the page; here a stylesheet is only text.
        { test: /\.css$/, type: 'asset/source' },
      ],
    },
    // Read by people debugging a render as much as by Node: not minified.
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

/** What a part's code reads from its build, the same in its browser build and its server side (a page drawn on the server says what the browser's would). */
function buildDefinitions({ production, version, buildVersion, basePath }: BuildTarget, container: ContainerName): Record<string, string> {
  const provided = sharedPackageVersions();
  return {
    'process.env.APP_VERSION': JSON.stringify(version),
    'process.env.APP_BUILD_ID': JSON.stringify(buildVersion),
    'process.env.APP_CONTAINER': JSON.stringify(container),
    // A remote's standalone page lives under its version's folder.
    'process.env.APP_BASE_PATH': JSON.stringify(basePath.replace(/\/$/, '')),
    // What the shell provides to remotes, checked against what each was built with.
    'process.env.PLATFORM_VERSION': JSON.stringify(provided.platform),
    'process.env.UI_KIT_VERSION': JSON.stringify(provided['ui-kit']),
    'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
  };
}

/** What one build is: its version and where it goes. */
type BuildTarget = {
  production: boolean;
  /** The package version. */
  version: string;
  /** `<package version>+<build id>`: the release's name, and its folder. */
  buildVersion: string;
  /** `dist/<buildVersion>` in production (every build a folder of its own); `dist` in development. */
  outputDir: string;
  /** Where the page's own files are served from: `/<buildVersion>/` in production. */
  basePath: string;
};

function buildTarget(appDir: string): BuildTarget {
  const production = process.env.NODE_ENV === 'production' || process.argv.includes('production');
  const version = readJson(path.join(appDir, 'package.json')).version;
  // Tells one build from the next even when the package version did not change.
  const buildVersion = process.env.BUILD_VERSION || `${version}+${Date.now().toString(36)}`;
  if (!/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?\+[0-9A-Za-z.-]+$/.test(buildVersion)) {
    throw new Error(`BUILD_VERSION must be <semver>+<build id>, got ${buildVersion}`);
  }
  const dist = path.join(appDir, 'dist');
  return {
    production,
    version,
    buildVersion,
    outputDir: production ? path.join(dist, buildVersion) : dist,
    basePath: production ? `/${buildVersion}/` : '/',
  };
}

/** A part's build: the shell's, or a remote's plus the runtime of its standalone page; and the part's server side if it has one. */
export function createAppConfig(options: AppBuildOptions): Configuration | Configuration[] {
  const target = buildTarget(options.appDir);
  const app = createFederatedConfig(options, target);
  // A part with a server side (`src/server/index.ts`) builds it too.
  const server = existsSync(path.join(options.appDir, 'src/server/index.ts')) ? [serverConfig(options.appDir, target, options.container)] : [];
  if (options.container === hostName) return [app, ...server];
  return [app, standaloneRuntimeConfig(options.appDir, target.outputDir, target.production), ...server];
}

/** The versions of the shared packages of our own this build provides or was built against. */
const sharedPackageVersions = () => ({
  platform: readJson(path.join(contractsDir, '..', 'platform', 'package.json')).version,
  'ui-kit': readJson(path.join(contractsDir, '..', 'ui-kit', 'package.json')).version,
});

function createFederatedConfig({ appDir, container, title, htmlParameters = {} }: AppBuildOptions, target: BuildTarget): Configuration {
  const { production, version, buildVersion, outputDir, basePath } = target;
  const isHost = container === hostName;
  const buildId = buildVersion;

  return {
    name: 'app',
    context: appDir,
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: outputDir,
      // The shell serves deep links (/profile/sections/Docs), so its chunks load from its version's
      // folder by absolute path; remotes are loaded from wherever their manifest is.
      publicPath: isHost ? basePath : 'auto',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      uniqueName: container,
      clean: true,
      // A remote's chunks come from another origin with Subresource Integrity: as CORS requests.
      crossOriginLoading: isHost ? false : 'anonymous',
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
      alias: { ...russianOnlyAntd(), ...(production ? productionBuildsOf() : {}) },
    },
    module: {
      rules: [
        typescriptRule(production),
        { test: /\.css$/, type: 'css/auto' },
        sideEffectFreeLibraries,
        declarationsOnly,
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: container,
        filename: 'remoteEntry.js',
        exposes: isHost ? {} : exposesFor(container, appDir),
        remotes: {},
        shared: sharedConfig(),
        // The shell's copies are loaded first and every remote uses them; a remote that needs a newer
        // platform or kit than the shell provides is refused by the shell before it runs.
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // One federation runtime per page: the shell provides it, remotes use it (their
        // remoteEntry.js is then a few KB instead of carrying a ~33 KB copy each).
        // `target: 'web'`: the runtime's Node-only paths (loading a remote with Node's own module
        // loader) are compiled out of every browser build (~2 KB gzip in the shell's entry and in
        // each remote's remoteEntry.js, of which `/` loads three).
        experiments: isHost
          ? { provideExternalRuntime: true, optimization: { target: 'web' } }
          : { externalRuntime: true, optimization: { target: 'web' } },
      }),
      new rspack.HtmlRspackPlugin({
        // The shell has its own page; a remote's standalone page is the common one.
        template: existsSync(path.join(appDir, 'index.html'))
          ? path.join(appDir, 'index.html')
          : path.join(contractsDir, 'build/standalone.html'),
        title,
        templateParameters: { ...htmlParameters, basePath, appScriptsElementId },
        chunks: ['main'],
        // Every page is served for deep links too: load the entry by its absolute path.
        publicPath: basePath,
      }),
      new rspack.DefinePlugin(buildDefinitions(target, container)),
      new LatestJsonPlugin(version, buildId),
      ...(isHost ? [new PageStylesPlugin(['bootstrap', 'blog-layout']), new StartAfterPaintPlugin()] : []),
      ...(production ? [new CspHashesPlugin(), new PrecompressPlugin(), new LastBuildPlugin(path.join(appDir, 'dist'), buildVersion)] : []),
      // Every chunk a remote loads is checked by the browser against the hash its build wrote
      // (its parent chunk carries it: `lazy`), and its entry against the hash `remotes.json`
      // gives: a file altered after publishing is refused before it runs (deploy/README.md).
      ...(production && !isHost ? [new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha384'], hashLoading: 'lazy' })] : []),
    ],
    optimization: { minimize: production, minimizer: minimizers() },
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
