/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pageStylesIn } from './page-styles';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function versionFolder(files: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'page-styles-'));
  made.push(dir);
  for (const [name, body] of Object.entries(files)) writeFileSync(path.join(dir, name), JSON.stringify(body));
  return dir;
}

const built = versionFolder({
  'page-styles.json': { publicPath: '/1.0.0+b/', groups: { bootstrap: ['/1.0.0+b/bootstrap.css'], 'blog-layout': ['/1.0.0+b/blog.css'] } },
  'mf-manifest.json': {
    shared: [
      { name: '@microloans/ui-kit', assets: { css: { sync: ['kit.css'] } } },
      { name: '@microloans/ui-kit/extra', assets: { css: { sync: ['extra.css', 'kit.css'] } } },
      { name: 'react', assets: { css: { sync: [] } } },
    ],
  },
});

test('a page links the app’s and the kit’s stylesheets, its layout’s, and those of the shared modules its owner uses, each once', () => {
  const styles = pageStylesIn(built);
  expect(styles.linksFor({ blogLayout: false, sharedModules: [] })).toEqual([
    '<link rel="stylesheet" href="/1.0.0+b/bootstrap.css" />',
    '<link rel="stylesheet" href="/1.0.0+b/kit.css" />',
  ]);
  expect(styles.linksFor({ blogLayout: true, sharedModules: ['@microloans/ui-kit/extra', 'react', 'unknown'] })).toEqual([
    '<link rel="stylesheet" href="/1.0.0+b/bootstrap.css" />',
    '<link rel="stylesheet" href="/1.0.0+b/blog.css" />',
    '<link rel="stylesheet" href="/1.0.0+b/kit.css" />',
    '<link rel="stylesheet" href="/1.0.0+b/extra.css" />',
  ]);
});

test('a build without the files links nothing (the page is styled as its scripts arrive)', () => {
  expect(pageStylesIn(versionFolder({})).linksFor({ blogLayout: true, sharedModules: ['@microloans/ui-kit'] })).toEqual([]);
});
