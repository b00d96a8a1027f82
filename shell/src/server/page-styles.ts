import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml } from './head-tags';

/** What the shell's build wrote beside its page (shared-contracts/build PageStylesPlugin, the federation manifest). */
type PageStylesJson = { publicPath: string; groups: Record<string, string[]> };
type ManifestJson = { shared?: Array<{ name: string; assets?: { css?: { sync?: string[] } } }> };

export type PageStyles = {
  /** The stylesheets a page needs before any script: the app's own and its kit's, a blog layout's, and those of the shared modules its owner's page uses. */
  linksFor: (options: { blogLayout: boolean; sharedModules: readonly string[] }) => string[];
};

const readJson = <T,>(file: string): T | null => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null);

/** The kit's core is on every page (the shell draws with it). */
const alwaysShared = ['@microloans/ui-kit'];

/**
 * The page's stylesheets as this version of the shell built them (read once from its folder,
 * `dir`). A build without the files links none: the page is then styled as its scripts arrive.
 */
export function pageStylesIn(dir: string): PageStyles {
  const styles = readJson<PageStylesJson>(path.join(dir, 'page-styles.json'));
  const manifest = readJson<ManifestJson>(path.join(dir, 'mf-manifest.json'));
  if (!styles) return { linksFor: () => [] };
  const sharedCss = new Map((manifest?.shared ?? []).map((entry) => [entry.name, (entry.assets?.css?.sync ?? []).map((file) => `${styles.publicPath}${file}`)]));
  return {
    linksFor({ blogLayout, sharedModules }) {
      const hrefs = [
        ...(styles.groups.bootstrap ?? []),
        ...(blogLayout ? (styles.groups['blog-layout'] ?? []) : []),
        ...[...alwaysShared, ...sharedModules].flatMap((key) => sharedCss.get(key) ?? []),
      ];
      return [...new Set(hrefs)].map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`);
    },
  };
}
