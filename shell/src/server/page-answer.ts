import type { ProjectMode } from '@microloans/shared-contracts/config';
import { previewImageAddress } from '@microloans/shared-contracts/page-meta';
import type { RemotePageHead } from '@microloans/shared-contracts/remotes';
import { headOf } from '../app/route-heads';
import { siteNames } from '../shared/page-meta/site-name';
import type { ServerHead } from './head-tags';
import type { ServedRoute } from './page-request';

export type PageAnswer = { status: 200 | 404; head: ServerHead };

const notFound = (mode: ProjectMode): PageAnswer => ({
  status: 404,
  head: { ...headOf(null, mode), siteName: siteNames[mode], canonical: null, type: 'website' },
});

/** What the page's drawing said of it: its status, and its owner's head. None when it was left to the browser. */
export type DrawnPage = { status: number; ownerHead: RemotePageHead | null } | null;

/**
 * The page's status and head, decided once from the request's route and what drawing it said: a
 * path no route has, a switched-off route, or content its owner does not have (a post, a document,
 * a category) is a 404 with the «not found» head (the app draws its «Страница не найдена» screen);
 * otherwise the route's head with the owner's own words over it, its preview picture an absolute
 * http(s) address of the site.
 */
export function pageAnswer(url: URL, route: ServedRoute | null, drawn: DrawnPage, mode: ProjectMode): PageAnswer {
  const owner = drawn?.ownerHead ?? null;
  if (!route || drawn?.status === 404 || owner?.status === 404) return notFound(mode);
  const own = headOf(route.definition.name, mode);
  const head: ServerHead = {
    title: own.title,
    description: own.description,
    siteName: siteNames[mode],
    canonical: `${url.origin}${url.pathname.replace(/\/+$/, '') || '/'}`,
    type: route.definition.name === 'blogArticle' ? 'article' : 'website',
  };
  if (!owner) return { status: 200, head };
  return {
    status: 200,
    head: {
      ...head,
      title: owner.title,
      description: owner.description?.trim() || head.description,
      type: owner.openGraph?.type ?? head.type,
      image: previewImageAddress(owner.openGraph?.image, url.origin),
    },
  };
}
