/** Every route of SPEC §2, named once for the shell and every remote. */
export const routePaths = {
  main: '/',
  auth: '/auth',
  authRecovery: '/auth/recovery',
  authRegistration: '/auth/registration',
  confirmation: '/confirmation',
  docsSlug: '/docs/:slug',
  history: '/history',
  historyTab: '/history/tabs/:tab',
  llSlug: '/ll/:slug',
  loyalty: '/loyalty',
  personalOffers: '/personal-offers',
  /** SPEC §2 page type `pd_link`: a lender's link that opens the application pre-filled. */
  pdl: '/pdl/:id',
  profile: '/profile',
  profileSection: '/profile/sections/:section',
  rHash: '/r/:hash',
  score: '/score',
  shopwindow: '/shopwindow',
  /** Not in SPEC §2 ("blog routes are not shown"): the feed, a category, search (`?q=`), a post. */
  blog: '/blog',
  blogCategory: '/blog/category/:category',
  blogSearch: '/blog/search',
  blogArticle: '/blog/:slug',
  /** Not in SPEC §2: the operators' read-only view of the remotes' versions (not in any menu). */
  ops: '/ops',
} as const;

export type RouteName = keyof typeof routePaths;

export const historyTabs = ['HistoryList'] as const;
export const profileSections = ['Activity', 'Contacts', 'Control', 'Docs'] as const;
export type ProfileSection = (typeof profileSections)[number];

/** Routes that need a signed-in user (SPEC §6). */
export const protectedRoutes: readonly RouteName[] = [
  'profile',
  'profileSection',
  'history',
  'historyTab',
  'score',
  'loyalty',
  'personalOffers',
];
