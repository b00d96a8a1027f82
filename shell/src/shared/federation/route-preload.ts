import { matchPath } from '@microloans/platform/router';
import { preloadRouteAttribute } from '@microloans/shared-contracts/routes';
import type { RemoteModuleRef } from '@microloans/shared-contracts/remotes';
import { loadFormsKit } from './provided-modules';
import { loadRemoteModule } from './remote-loader';
import { retryFailedRemote } from './remote-slot';

/** What the preloader needs to know of a route. */
export type PreloadableRoute = {
  path: string;
  target: RemoteModuleRef | { shell: string };
  /** The page shows a form: `ui-kit/forms` is fetched alongside its module, not after it. */
  withForms?: boolean;
  /** Remote widgets the page shows (a shell page made of remotes' widgets). */
  widgets?: readonly RemoteModuleRef[];
};

export type RoutePreloader = {
  /** Starts loading and running what the route at `path` shows; repeated calls load nothing twice. */
  preload: (path: string) => void;
  /** Only fetches the route's files (and a form's kit) into the cache, running nothing (on a mere intent). */
  prefetch: (path: string) => void;
};

type Loaders = {
  loadModule: (ref: RemoteModuleRef) => Promise<unknown>;
  loadForms: () => Promise<unknown>;
  fetchModule: (ref: RemoteModuleRef) => Promise<unknown>;
  fetchForms: () => Promise<unknown>;
};

/** What fetches files without running them: loaded on the first intent, not with the page. */
const prefetcher = () => import('./remote-prefetch');

/**
 * Loads a route's code before it is rendered: its remote module (or the widgets of a shell page)
 * and, for a form, the form kit, in parallel (the module alone would discover the kit only once evaluated: a waterfall). A failed
 * preload is forgotten: the navigation itself loads again and shows its own fallback.
 */
export function createRoutePreloader(
  routes: readonly PreloadableRoute[],
  { loadModule, loadForms, fetchModule, fetchForms }: Loaders = {
    loadModule: (ref) => {
      retryFailedRemote(ref);
      return loadRemoteModule(ref);
    },
    loadForms: loadFormsKit,
    fetchModule: (ref) => prefetcher().then(({ prefetchRemoteModule }) => prefetchRemoteModule(ref)),
    fetchForms: () => prefetcher().then(({ prefetchFormsKit }) => prefetchFormsKit()),
  },
): RoutePreloader {
  const started = new Set<string>();
  const once = (key: string, load: () => Promise<unknown>) => {
    if (started.has(key)) return;
    started.add(key);
    load().catch(() => started.delete(key));
  };
  /** The route's modules and, for a form, the kit: each started once per kind of load (`kind`). */
  const ahead = (path: string, kind: '' | 'fetch:', module: Loaders['loadModule'], forms: Loaders['loadForms']) => {
    const route = routes.find((candidate) => matchPath(candidate.path, path) !== null);
    if (!route) return;
    for (const ref of [...('shell' in route.target ? [] : [route.target]), ...(route.widgets ?? [])]) {
      once(`${kind}${ref.remote}/${ref.module}`, () => module(ref));
    }
    if (route.withForms) once(`${kind}ui-kit/forms`, forms);
  };
  return {
    preload: (path) => ahead(path, '', loadModule, loadForms),
    prefetch: (path) => ahead(path, 'fetch:', fetchModule, fetchForms),
  };
}

/** The same-origin path an element leads to: a link's, or the one it is marked with. */
function pathOf(element: Element, origin: string): string | null {
  const marked = element.getAttribute(preloadRouteAttribute);
  const href = marked ?? element.getAttribute('href');
  if (!href) return null;
  try {
    const url = new URL(href, origin);
    return url.origin === origin ? url.pathname : null;
  } catch {
    return null;
  }
}

/**
 * Fetches on intent: the pointer over, a touch on, or keyboard focus on a link or a marked
 * element brings the route's files into the cache; running them waits for the navigation (a touch
 * is as often the start of a scroll, and running a remote's code is a long task on a phone).
 * Returns the function that stops listening.
 */
export function preloadOnIntent(preloader: Pick<RoutePreloader, 'prefetch'>, doc: Document = document): () => void {
  const origin = doc.location.origin;
  const handleIntent = (event: Event) => {
    const element = event.target instanceof Element ? event.target.closest(`a[href], [${preloadRouteAttribute}]`) : null;
    const path = element ? pathOf(element, origin) : null;
    if (path) preloader.prefetch(path);
  };
  const events = ['pointerover', 'touchstart', 'focusin'] as const;
  for (const type of events) doc.addEventListener(type, handleIntent, { capture: true, passive: true });
  return () => {
    for (const type of events) doc.removeEventListener(type, handleIntent, { capture: true });
  };
}
