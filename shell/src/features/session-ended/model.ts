import { createEffect, sample } from 'effector';
import { $currentRoute, clientErrorTexts, userSessionLost, toastError } from '@microloans/platform';
import { links, routePaths } from '@microloans/shared-contracts/routes';
import { navigateFx } from '@microloans/platform';

const isSignInPage = (route: string) => route === routePaths.auth || route.startsWith(`${routePaths.auth}/`) || route.startsWith(`${routePaths.auth}?`);

// The API client's own texts: shared-contracts' errorTexts would compile the forms' texts into the shell.
const sessionEndedToastFx = createEffect(() => toastError(clientErrorTexts.sessionEnded, clientErrorTexts.sessionEndedDetail));

/**
 * SPEC §4: a user session that could not be refreshed ends on the sign-in page, from whatever page
 * the borrower was on, with that page in `to` so signing in brings them back. Nothing the pages
 * kept (the application's draft) is touched.
 */
sample({ clock: userSessionLost, target: sessionEndedToastFx });
const $signInReturningHere = $currentRoute.map((route) => (route === null || isSignInPage(route) ? null : links.authReturningTo(route)));
sample({
  clock: userSessionLost,
  source: $signInReturningHere,
  filter: Boolean,
  fn: (to) => ({ to, replace: true }),
  target: navigateFx,
});
