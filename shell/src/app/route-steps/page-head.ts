import { loadModule } from '@microloans/platform';
import { releasePageHead } from '@microloans/shared-contracts/page-meta';
import type { ProjectMode } from '@microloans/shared-contracts/config';
import type { RouteName } from '@microloans/shared-contracts/routes';

/**
 * The head of the page a navigation goes to: the route's title and description, and no preview
 * tags left over from the page before. Only when the path changes: a new query on the same page
 * (a search's `q`) keeps what the page set for its content. The routes' words are loaded on
 * demand (they are not the first page's bytes); a page that sets its content's own head (a post, a
 * document) keeps it even when they arrive after it (`applyRouteHead`).
 */
export function createPageHeadStep(): (pathname: string, route: RouteName | null, mode: ProjectMode) => void {
  let shownFor: string | null = null;
  return function showPageHead(pathname, route, mode) {
    if (pathname === shownFor) return;
    // index.html is built with the head of `/` in main mode (src/app/index-html.ts): a visit that
    // starts there has its head before any script, and the first page loads no route heads.
    const carriedByIndexHtml = shownFor === null && route === 'main' && mode === 'main';
    shownFor = pathname;
    releasePageHead();
    if (carriedByIndexHtml) return;
    // Without a connection the tab keeps the last title until the next navigation.
    loadModule(() => Promise.all([import(/* webpackChunkName: "route-heads" */ '../route-heads'), import('@microloans/shared-contracts/page-meta')])).then(
      ([{ headOf }, { applyRouteHead }]) => {
        // The reader has gone on (the navigation is decided before the address changes): not this head.
        if (shownFor !== pathname) return;
        const head = headOf(route, mode);
        applyRouteHead(pathname, { title: head.title, description: head.description, openGraph: null });
      },
      () => undefined,
    );
  };
}
