import { blogArticleLink } from './blog-links';
import { applicationLink } from './form-types';
import type { ProfileSection } from './paths';
import type { ShopwindowScenario } from './scenarios';

/** Links the product builds in several places. */
export const links = {
  applyForLoan: '/confirmation?type=loans',
  /** The application of a form type: `/confirmation?type=loans|credits`. */
  applyFor: applicationLink,
  historyList: '/history/tabs/HistoryList',
  privacyAgreement: '/docs/privacy-agreement',
  mailingAgreement: '/docs/mailing-agreement',
  profileSection: (section: ProfileSection) => `/profile/sections/${section}`,
  authReturningTo: (to: string) => `/auth?to=${encodeURIComponent(to)}`,
  blogArticle: blogArticleLink,
  blogCategory: (category: string) => `/blog/category/${encodeURIComponent(category)}`,
  /** Blog search; an empty query opens the search page with its field. */
  blogSearch: (query = '') => (query.trim() ? `/blog/search?q=${encodeURIComponent(query.trim())}` : '/blog/search'),
  /**
   * The offers after an application (SPEC §2): `lead` for a sent one, `duplicate` for a repeated
   * passport; `pdl_lead` / `pdl_duplicate` when it came from a PD link.
   */
  shopwindow: (scenario: ShopwindowScenario, uuid: string) =>
    `/shopwindow?scenario=${scenario}&uuid=${encodeURIComponent(uuid)}`,
  /** A PD link's page (`/pdl/{id}`). */
  pdLink: (id: string) => `/pdl/${encodeURIComponent(id)}`,
} as const;
