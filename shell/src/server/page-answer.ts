import type { ProjectMode } from '@microloans/shared-contracts/config';
import { headOf } from '../app/route-heads';
import { routeAt } from '../app/route-match';
import { siteNames } from '../shared/page-meta/site-name';
import type { ServerHead } from './head-tags';

export type PageAnswer = { status: 200 | 404; head: ServerHead };

/** «Вход — Микрозаймы онлайн», as the browser's page-meta words a title. */
const fullTitle = (title: string, site: string) => (title === site ? site : `${title} — ${site}`);

/**
 * What the server answers for a page address: 404 for a path no route of the table matches (the
 * app still draws its «Страница не найдена» screen there), and the route's head. The content's own
 * head (a post's title, a document's) is the page's, drawn in the browser as it is today.
 */
export function pageAnswer(url: URL, mode: ProjectMode): PageAnswer {
  const route = routeAt(url.pathname);
  const head = headOf(route?.name ?? null, mode);
  const site = siteNames[mode];
  return {
    status: route ? 200 : 404,
    head: {
      title: fullTitle(head.title, site),
      description: head.description,
      siteName: site,
      canonical: route ? `${url.origin}${url.pathname.replace(/\/+$/, '') || '/'}` : null,
      type: route?.name === 'blogArticle' ? 'article' : 'website',
    },
  };
}
