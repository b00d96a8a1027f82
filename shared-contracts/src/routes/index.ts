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
  profile: '/profile',
  profileSection: '/profile/sections/:section',
  rHash: '/r/:hash',
  score: '/score',
  shopwindow: '/shopwindow',
  blog: '/blog',
  blogArticle: '/blog/:slug',
  /** Not in SPEC §2: the operators' read-only view of the remotes' versions (not in any menu). */
  ops: '/ops',
} as const;

export type RouteName = keyof typeof routePaths;

export const historyTabs = ['HistoryList'] as const;
export const profileSections = ['Activity', 'Contacts', 'Control', 'Docs'] as const;
export type ProfileSection = (typeof profileSections)[number];

/** Links the product builds in several places. */
export const links = {
  applyForLoan: '/confirmation?type=loans',
  historyList: '/history/tabs/HistoryList',
  privacyAgreement: '/docs/privacy-agreement',
  mailingAgreement: '/docs/mailing-agreement',
  profileSection: (section: ProfileSection) => `/profile/sections/${section}`,
  authReturningTo: (to: string) => `/auth?to=${encodeURIComponent(to)}`,
  blogArticle: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  /** The offers after an application (SPEC §2): `lead` for a sent one, `duplicate` for a repeated passport. */
  shopwindow: (scenario: 'lead' | 'duplicate', uuid: string) =>
    `/shopwindow?scenario=${scenario}&uuid=${encodeURIComponent(uuid)}`,
} as const;

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

/**
 * Marks an element that leads to a route without being a link (a button that navigates): the
 * shell starts loading that route's code when the borrower points at, touches or focuses it.
 */
export const preloadRouteAttribute = 'data-preload-route';
