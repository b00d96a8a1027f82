/**
 * Small Rspack plugins of the production build: what a versioned, immutable, precompressed
 * release needs beside the bundles.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

/** Writes `latest.json` (the build's version) beside the bundle, for version polling. */
export class LatestJsonPlugin implements RspackPluginInstance {
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

// Source maps are not compressed ahead: only developers fetch them, and brotli's best level on
// megabytes of maps would triple the build time.
const compressible = /\.(js|mjs|css|json|html|svg|txt)$/;
/** Below this a compressed copy saves too little to be worth a file. */
const minBytes = 512;

/**
 * A `.gz` and a `.br` copy of every compressible file, made once at build time at the highest
 * levels, so the web servers serve them as they are (nginx `gzip_static`/`brotli_static`, the
 * Node server alike) instead of compressing on every request.
 */
export class PrecompressPlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PrecompressPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        for (const asset of compilation.getAssets()) {
          if (!compressible.test(asset.name)) continue;
          const source = asset.source.buffer();
          if (source.length < minBytes) continue;
          compilation.emitAsset(`${asset.name}.gz`, new compiler.webpack.sources.RawSource(gzipSync(source, { level: 9 })));
          compilation.emitAsset(
            `${asset.name}.br`,
            new compiler.webpack.sources.RawSource(brotliCompressSync(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })),
          );
        }
      });
    });
  }
}

/**
 * The `sha256-…` source of every inline script of an HTML page, for a Content-Security-Policy. A
 * data block (`type="application/json"`, as the shell's table of framed pages) is never run, so it
 * needs no permission.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\ssrc=/i.test(attributes) || /\stype=["']?application\/json/i.test(attributes) || body.length === 0) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * `csp.json` beside the page: the hashes of its inline scripts (the shell's first frame), which the
 * servers put in the page's `script-src` instead of allowing inline scripts at large.
 */
export class CspHashesPlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('CspHashesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CspHashesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ANALYSE }, () => {
        const page = compilation.getAsset('index.html');
        if (!page) return;
        const body = JSON.stringify({ scriptHashes: inlineScriptHashes(page.source.source().toString()) }, null, 2);
        compilation.emitAsset('csp.json', new compiler.webpack.sources.RawSource(body));
      });
    });
  }
}

/** The element of the shell's page that lists its entry scripts, which the page's starter runs. */
export const appScriptsElementId = 'app-scripts';

/**
 * The page's entry scripts listed as data (`<script type="application/json" id="app-scripts">`)
 * instead of loaded by the parser: the page's own starter (shell/index.html) loads them once the
 * page has been painted, so the HTML the server drew and its stylesheets reach the screen before
 * any of the app's bytes compete for the connection or the main thread.
 */
export class StartAfterPaintPlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('StartAfterPaintPlugin', (compilation) => {
      compiler.webpack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tap('StartAfterPaintPlugin', (data) => {
        const sources = data.assetTags.scripts.map((tag) => tag.attributes.src).filter((src): src is string => typeof src === 'string');
        const others = data.assetTags.scripts.filter((tag) => typeof tag.attributes.src !== 'string');
        const list = compiler.webpack.HtmlRspackPlugin.createHtmlTagObject('script', { type: 'application/json', id: appScriptsElementId }, JSON.stringify(sources));
        data.assetTags.scripts = [...others, list];
        return data;
      });
    });
  }
}

/** `dist/last-build.json`: which version folder the last build wrote, for `npm run release`. */
export class LastBuildPlugin implements RspackPluginInstance {
  constructor(
    private readonly distDir: string,
    private readonly version: string,
  ) {}
  apply(compiler: Compiler) {
    compiler.hooks.done.tap('LastBuildPlugin', (stats) => {
      if (stats.hasErrors()) return;
      mkdirSync(this.distDir, { recursive: true });
      writeFileSync(path.join(this.distDir, 'last-build.json'), `${JSON.stringify({ version: this.version }, null, 2)}\n`);
    });
  }
}

/** The file a page server reads to link a page's stylesheets (the shell's build writes it). */
export const pageStylesFile = 'page-styles.json';

/**
 * `page-styles.json` beside the shell's page: its files' public path, and the stylesheets (by their public address) of the
 * named chunk groups the browser loads as a page starts (`bootstrap`: the app and its kit) and of
 * the shell's lazy layouts (`blog-layout`). A page drawn on the server links them in its head, so
 * it is styled before any script runs and does not move when the scripts arrive (the browser's
 * loader finds them linked and does not load them again).
 */
export class PageStylesPlugin implements RspackPluginInstance {
  constructor(private readonly groups: readonly string[]) {}
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PageStylesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PageStylesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ANALYSE }, () => {
        const publicPath = typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/';
        const styles = Object.fromEntries(
          this.groups.map((name) => {
            const group = compilation.namedChunkGroups.get(name);
            const files = group ? group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.css')) : [];
            return [name, files.map((file) => `${publicPath}${file}`)];
          }),
        );
        compilation.emitAsset(pageStylesFile, new compiler.webpack.sources.RawSource(JSON.stringify({ publicPath, groups: styles }, null, 2)));
      });
    });
  }
}
