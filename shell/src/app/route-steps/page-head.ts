import { applyPageMeta } from 'shared-contracts/page-meta';
import type { PageHead } from '../route-heads';

/**
 * The head of the page a navigation goes to, set before the page renders: the route's title and
 * description, and no preview tags left over from the page before. Only when the path changes: a
 * new query on the same page (a search's `q`) keeps what the page set for its content, and a page
 * that sets its content's head once it has it (a post, a document) always comes after this.
 */
export function createPageHeadStep(): (pathname: string, head: PageHead) => void {
  let shownFor: string | null = null;
  return function showPageHead(pathname, head) {
    if (pathname === shownFor) return;
    shownFor = pathname;
    applyPageMeta({ title: head.title, description: head.description, openGraph: null });
  };
}
