import type { ProjectMode } from '@microloans/shared-contracts/config';
import type { RemotePageHead } from '@microloans/shared-contracts/remotes';
import { headOf } from '../app/route-heads';
import { routeAt } from '../app/route-match';
import type { RouteDefinition } from '../app/route-table';
import { siteNames } from '../shared/page-meta/site-name';
import type { ServerHead } from './head-tags';

export type PageAnswer = { status: 200 | 404; head: ServerHead };

/** The route a path is, with its parameters (`/blog/:slug` at `/blog/abc` → `{ slug: 'abc' }`). */
export function routeWithParams(pathname: string): { route: RouteDefinition; params: Record<string, string> } | null {
  const route = routeAt(pathname);
  if (!route) return null;
  const have = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  route.path
    .split('/')
    .filter(Boolean)
    .forEach((segment, index) => {
      if (!segment.startsWith(':')) return;
      try {
        params[segment.slice(1)] = decodeURIComponent(have[index]!);
      } catch {
        params[segment.slice(1)] = have[index]!;
      }
    });
  return { route, params };
}

const notFound = (mode: ProjectMode): PageAnswer => ({
  status: 404,
  head: { ...headOf(null, mode), siteName: siteNames[mode], canonical: null, type: 'website' },
});

/**
 * What the server answers for a page address, by the route table: 404 for a path no route
 * matches (the app still draws its «Страница не найдена» screen there), and the route's head.
 */
export function pageAnswer(url: URL, mode: ProjectMode): PageAnswer {
  const route = routeAt(url.pathname);
  if (!route) return notFound(mode);
  const head = headOf(route.name, mode);
  return {
    status: 200,
    head: {
      title: head.title,
      description: head.description,
      siteName: siteNames[mode],
      canonical: `${url.origin}${url.pathname.replace(/\/+$/, '') || '/'}`,
      type: route.name === 'blogArticle' ? 'article' : 'website',
    },
  };
}

/**
 * The route's answer with what the page's owner knows of its content: a post, a document, a
 * category that does not exist is a 404 with the «not found» head; one that does has its own
 * title, description and preview picture.
 */
export function withOwnerHead(answer: PageAnswer, owner: RemotePageHead | null, mode: ProjectMode): PageAnswer {
  if (!owner || answer.status === 404) return answer;
  if (owner.status === 404) return notFound(mode);
  return {
    status: 200,
    head: {
      ...answer.head,
      title: owner.title,
      description: owner.description?.trim() || answer.head.description,
      type: owner.openGraph?.type ?? answer.head.type,
      image: owner.openGraph?.image ?? null,
    },
  };
}
