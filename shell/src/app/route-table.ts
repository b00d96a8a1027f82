import { routePaths, type RouteName } from 'shared-contracts/routes';
import type { RemoteModuleRef } from 'shared-contracts/remotes';

export type LayoutName = 'main' | 'main-auth' | 'auth' | 'blog' | 'none';
export type GuardName = 'protect' | 'loyalty-protect' | 'shopwindow';
export type ShellPage = 'main' | 'referral';

/** What a route renders: a module of a remote (typed against the contract) or a shell page. */
export type RouteTarget = RemoteModuleRef | { shell: ShellPage };

export type RouteDefinition = {
  name: RouteName;
  path: string;
  layout: LayoutName;
  guards: readonly GuardName[];
  target: RouteTarget;
};

const route = (
  name: RouteName,
  layout: LayoutName,
  target: RouteTarget,
  guards: readonly GuardName[] = [],
): RouteDefinition => ({ name, path: routePaths[name], layout, guards, target });

/** SPEC §2, each row pointed at its owner (ARCHITECTURE.md). The catch-all is the router's. */
export const routeTable: readonly RouteDefinition[] = [
  route('main', 'main', { shell: 'main' }),
  route('auth', 'auth', { remote: 'mf_cabinet', module: './pages/Auth' }),
  route('authRecovery', 'auth', { remote: 'mf_cabinet', module: './pages/AuthRecovery' }),
  route('authRegistration', 'auth', { remote: 'mf_cabinet', module: './pages/AuthRegistration' }),
  route('confirmation', 'none', { remote: 'mf_confirmation', module: './pages/Confirmation' }),
  route('docsSlug', 'main', { remote: 'mf_blog', module: './pages/Doc' }),
  route('history', 'main-auth', { remote: 'mf_cabinet', module: './pages/History' }, ['protect']),
  route('historyTab', 'main-auth', { remote: 'mf_cabinet', module: './pages/History' }, ['protect']),
  route('llSlug', 'main', { remote: 'mf_blog', module: './pages/ContentPage' }),
  route('loyalty', 'main-auth', { remote: 'mf_cabinet', module: './pages/Loyalty' }, ['protect', 'loyalty-protect']),
  route('personalOffers', 'main-auth', { remote: 'mf_shopwindow', module: './pages/PersonalOffers' }, ['protect']),
  route('profile', 'main-auth', { remote: 'mf_cabinet', module: './pages/Profile' }, ['protect']),
  route('profileSection', 'main-auth', { remote: 'mf_cabinet', module: './pages/Profile' }, ['protect']),
  route('rHash', 'none', { shell: 'referral' }),
  route('score', 'main-auth', { remote: 'mf_cabinet', module: './pages/Score' }, ['protect']),
  route('shopwindow', 'main', { remote: 'mf_shopwindow', module: './pages/Shopwindow' }, ['shopwindow']),
  route('blog', 'blog', { remote: 'mf_blog', module: './pages/BlogFeed' }),
  route('blogArticle', 'blog', { remote: 'mf_blog', module: './pages/BlogArticle' }),
];
