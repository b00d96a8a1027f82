import type { FormScenario } from '../api/dto/leads';

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
  blog: '/blog',
  blogArticle: '/blog/:slug',
  /** Not in SPEC §2: the operators' read-only view of the remotes' versions (not in any menu). */
  ops: '/ops',
} as const;

export type RouteName = keyof typeof routePaths;

export const historyTabs = ['HistoryList'] as const;
export const profileSections = ['Activity', 'Contacts', 'Control', 'Docs'] as const;
export type ProfileSection = (typeof profileSections)[number];

/**
 * The application's form types (`/confirmation?type=…`, SPEC §2, §9): `loans` (the default, also
 * for a missing or unknown value) and `credits`. The type decides the calculator's limits and the
 * term's unit; it is read from the query by a global route step and kept across navigations.
 */
export const formTypes = ['loans', 'credits'] as const;
export type FormType = (typeof formTypes)[number];
export const defaultFormType: FormType = 'loans';

/** A query value as a form type: `credits` when it says so, `loans` otherwise. */
export const readFormType = (value: string | null | undefined): FormType =>
  (formTypes as readonly string[]).includes(value ?? '') ? (value as FormType) : defaultFormType;

/**
 * The shop window's scenarios (SPEC §2, §4): after a new application, after a repeated passport,
 * and the same two for an application started from a PD link.
 */
export const shopwindowScenarios = ['lead', 'duplicate', 'pdl_lead', 'pdl_duplicate'] as const satisfies readonly FormScenario[];
export type ShopwindowScenario = (typeof shopwindowScenarios)[number];

export const isShopwindowScenario = (value: string | null | undefined): value is ShopwindowScenario =>
  (shopwindowScenarios as readonly string[]).includes(value ?? '');

/** Links the product builds in several places. */
export const links = {
  applyForLoan: '/confirmation?type=loans',
  /** The application of a form type: `/confirmation?type=loans|credits`. */
  applyFor: (type: FormType) => `/confirmation?type=${type}`,
  historyList: '/history/tabs/HistoryList',
  privacyAgreement: '/docs/privacy-agreement',
  mailingAgreement: '/docs/mailing-agreement',
  profileSection: (section: ProfileSection) => `/profile/sections/${section}`,
  authReturningTo: (to: string) => `/auth?to=${encodeURIComponent(to)}`,
  blogArticle: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  /**
   * The offers after an application (SPEC §2): `lead` for a sent one, `duplicate` for a repeated
   * passport; `pdl_lead` / `pdl_duplicate` when it came from a PD link.
   */
  shopwindow: (scenario: ShopwindowScenario, uuid: string) =>
    `/shopwindow?scenario=${scenario}&uuid=${encodeURIComponent(uuid)}`,
  /** A PD link's page (`/pdl/{id}`). */
  pdLink: (id: string) => `/pdl/${encodeURIComponent(id)}`,
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
