/**
 * The render tier and the operator commands as production runs them: compiled JavaScript for Node
 * (`deploy/dist/`), the project's own packages compiled in, everything installed left to
 * node_modules. `npm run build` (and so `npm start`) writes it; `npm run dev` runs the TypeScript.
 */
import path from 'node:path';
import type { Configuration } from '@rspack/core';

const builtin = (request: string) => request.startsWith('.') || path.isAbsolute(request) || request.startsWith('@microloans/');

const config: Configuration = {
  name: 'deploy',
  mode: 'production',
  target: 'node24',
  context: __dirname,
  entry: {
    'render-tier': './src/bin/render-tier.ts',
    'render-worker': './src/render-worker.ts',
    cli: './src/bin/cli.ts',
  },
  output: { path: path.join(__dirname, 'dist'), filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
  externalsPresets: { node: true },
  externals: [({ request }, callback) => (request && !builtin(request) ? callback(undefined, `commonjs ${request}`) : callback())],
  // The files' own places: the worker is found beside the supervisor, the store beside the repository.
  node: { __dirname: false, __filename: false },
  resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        loader: 'builtin:swc-loader',
        options: { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2023', transform: { react: { runtime: 'automatic' } } } },
        type: 'javascript/auto',
      },
    ],
  },
  // Readable stack traces in an operator's log; the size does not matter on a server.
  optimization: { minimize: false, splitChunks: false },
  devtool: 'source-map',
  stats: 'errors-warnings',
};

export default config;
