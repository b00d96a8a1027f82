import { serverStateScript, type ServerState } from './server-state';

/** index.html's root as built: the loading text the app replaces. */
const emptyRoot = /<div id="root"><div class="boot">[^<]*<\/div><\/div>/;

/**
 * index.html with the page drawn into its root and the state it was drawn from beside it (before
 * the app's scripts, which read it as they start). A page without the built root is sent as it
 * is: the app draws it in the browser, as when no server renders.
 */
export function withRenderedApp(indexHtml: string, appHtml: string, state: ServerState, stylesheets: readonly string[] = []): string {
  if (!emptyRoot.test(indexHtml)) return indexHtml;
  const page = indexHtml.replace(emptyRoot, () => `<div id="root" data-server-rendered>${appHtml}</div>${serverStateScript(state)}`);
  return stylesheets.length === 0 ? page : page.replace('</head>', () => `${stylesheets.join('')}</head>`);
}
