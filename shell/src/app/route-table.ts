import { routePaths, type RouteName } from '@microloans/shared-contracts/routes';
import type { RemoteModuleRef } from '@microloans/shared-contracts/remotes';
import type { LayoutName } from '../layouts/layout-name';
// Data only (no React): the entry reads this table before the app's code has arrived (early-prefetch.ts).
import { mainPageWidgets } from '../shared/main-page/widgets';

export type { LayoutName };
/**
 * `protect`: signed in; `loyalty-protect`: loyalty programme active; `shopwindow`: scenario and
 * uuid in the query; `blacklist-protect`: not switched off by the server's list;
 * `blog-protect`: a lending route, refused by a blog-mode deployment.
 */
export type GuardName = 'protect' | 'loyalty-protect' | 'shopwindow' | 'blacklist-protect' | 'blog-protect';
export type ShellPage = 'main' | 'referral' | 'ops';

/** What a route renders: a module of a remote (typed against the contract) or a shell page. */
export type RouteTarget = RemoteModuleRef | { shell: ShellPage };

export type RouteDefinition = {
  name: RouteName;
  path: string;
  layout: LayoutName;
  guards: readonly GuardName[];
  target: RouteTarget;
  /** The page shows a form: the form kit is loaded with it (route-preload.ts). */
  withForms: boolean;
  /** Remote widgets a shell page shows to everyone, loaded with the page (route-preload.ts). */
  widgets?: readonly RemoteModuleRef[];
};

/** Pages that show a form (sign-in, the application, a PD link's application, the profile). */
const formRoutes: ReadonlySet<RouteName> = new Set(['auth', 'authRecovery', 'authRegistration', 'confirmation', 'pdl', 'profile', 'profileSection']);

const route = (
  name: RouteName,
  layout: LayoutName,
  target: RouteTarget,
  guards: readonly GuardName[] = [],
): RouteDefinition => ({
  name,
  path: routePaths[name],
  layout,
  guards: ['blacklist-protect', ...guards],
  target,
  withForms: formRoutes.has(name),
});

/** A lending route: not served by a blog-mode deployment. */
const lending = (...guards: GuardName[]): GuardName[] => ['blog-protect', ...guards];

/**
 * SPEC §2, each row pointed at its owner (ARCHITECTURE.md); its head is in route-heads.ts. The
 * catch-all is the router's. In blog mode a row is served as `forProjectMode` (project-mode.ts) says.
 */
export const routeTable: readonly RouteDefinition[] = [
  {
    name: 'main',
    path: routePaths.main,
    layout: 'main',
    guards: [],
    target: { shell: 'main' },
    withForms: false,
    // The latest posts sit at the fold: loaded as they come near the viewport (RemoteSlot `whenNear`).
    widgets: [mainPageWidgets.calculator],
  },
  route('auth', 'auth', { remote: 'mf_cabinet', module: './pages/Auth' }, lending()),
  route('authRecovery', 'auth', { remote: 'mf_cabinet', module: './pages/AuthRecovery' }, lending()),
  route('authRegistration', 'auth', { remote: 'mf_cabinet', module: './pages/AuthRegistration' }, lending()),
  route('confirmation', 'none', { remote: 'mf_confirmation', module: './pages/Confirmation' }, lending()),
  route('docsSlug', 'main', { remote: 'mf_blog', module: './pages/Doc' }),
  route('history', 'main-auth', { remote: 'mf_cabinet', module: './pages/History' }, lending('protect')),
  route('historyTab', 'main-auth', { remote: 'mf_cabinet', module: './pages/History' }, lending('protect')),
  route('llSlug', 'main', { remote: 'mf_blog', module: './pages/ContentPage' }, lending()),
  route('loyalty', 'main-auth', { remote: 'mf_cabinet', module: './pages/Loyalty' }, lending('protect', 'loyalty-protect')),
  // A PD link opens the application itself, so it is framed like `/confirmation`: no layout.
  route('pdl', 'none', { remote: 'mf_confirmation', module: './pages/Pdl' }, lending()),
  route('personalOffers', 'main-auth', { remote: 'mf_shopwindow', module: './pages/PersonalOffers' }, lending('protect')),
  route('profile', 'main-auth', { remote: 'mf_cabinet', module: './pages/Profile' }, lending('protect')),
  route('profileSection', 'main-auth', { remote: 'mf_cabinet', module: './pages/Profile' }, lending('protect')),
  route('rHash', 'none', { shell: 'referral' }, lending()),
  route('score', 'main-auth', { remote: 'mf_cabinet', module: './pages/Score' }, lending('protect')),
  route('shopwindow', 'main', { remote: 'mf_shopwindow', module: './pages/Shopwindow' }, lending('shopwindow')),
  // react-router ranks static segments above `:slug`: `/blog/search` and `/blog/category/…` are
  // never taken for a post's slug.
  route('blog', 'blog-navigation', { remote: 'mf_blog', module: './pages/BlogFeed' }),
  route('blogCategory', 'blog-navigation', { remote: 'mf_blog', module: './pages/BlogFeed' }),
  route('blogSearch', 'blog-navigation', { remote: 'mf_blog', module: './pages/BlogSearch' }),
  route('blogArticle', 'blog-article', { remote: 'mf_blog', module: './pages/BlogArticle' }),
  route('ops', 'main', { shell: 'ops' }),
];
