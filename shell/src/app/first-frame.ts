import { tokenCookieNames } from '@microloans/platform';
import { storageKeys } from '@microloans/shared-contracts/storage';
import { mainPageTexts } from '../shared/main-page/texts';
import { siteNames } from '../shared/page-meta/site-name';

/** What the page shows while nothing but index.html has arrived (and while the app starts elsewhere). */
export const loadingText = 'Загрузка…';

/**
 * What `index.html` is built with (shell/rspack.config.ts): the static first frame of `/` says
 * what the page says, and reads the same storage key and cookie the app does.
 */
export const firstFrameParameters = {
  loadingText,
  headingAnonymous: mainPageTexts.headingAnonymous,
  headingSignedIn: mainPageTexts.headingSignedIn,
  note: mainPageTexts.note,
  projectModeKey: storageKeys.projectMode,
  userTokenCookie: tokenCookieNames[0],
  /** The page's title and `og:site_name` before the app starts; a browser that last saw blog mode gets the blog's. */
  siteName: siteNames.main,
  blogSiteName: siteNames.blog,
};
