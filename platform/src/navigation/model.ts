import { createEffect, createEvent, createStore, sample } from 'effector';

/** Where the borrower is: path and query, as the router reports each navigation. */
export type RouteLocation = { pathname: string; search: string };

/** An application error shown on the shell's error screen (SPEC §2): 404, 406, 500. */
export type AppError = { status: 404 | 406 | 500; message?: string };

/** A navigation a model asks for: a path of this site (decided on the resolved URL by the caller). */
export type NavigationRequest = { to: string; replace?: boolean };

/**
 * Any part's model navigates through this effect, never a component watching a store: the shell's
 * router carries it out (the page's scope is forked with its handler), and a model's test gives
 * its own.
 */
export const navigateFx = createEffect<NavigationRequest, void>(() => {
  throw new Error('navigateFx has no router: fork the scope with its handler');
});

/** The shell reports every navigation (global route steps). */
export const routeChanged = createEvent<RouteLocation>();
/** Any part of the page asks for the error screen instead of the current page. */
export const appErrorRaised = createEvent<AppError>();

/** Where the borrower is now (path + query), as the router last reported. */
export const $currentRoute = createStore<string | null>(null, { sid: 'platform.$currentRoute' });
/** The route before the current one (path + query); null on the first page of a visit. */
export const $previousRoute = createStore<string | null>(null, { sid: 'platform.$previousRoute' });
/** The application form type taken from the query (`type=loans`), kept across navigations. */
export const $formType = createStore<string | null>(null, { sid: 'platform.$formType' });
/** The error screen's error; cleared by the next navigation. */
export const $appError = createStore<AppError | null>(null, { sid: 'platform.$appError' })
  .on(appErrorRaised, (_, error) => error)
  .reset(routeChanged);

const fullPath = ({ pathname, search }: RouteLocation) => `${pathname}${search}`;

sample({
  clock: routeChanged,
  source: $currentRoute,
  filter: (current, next) => current !== fullPath(next),
  fn: (current) => current,
  target: $previousRoute,
});
sample({ clock: routeChanged, fn: fullPath, target: $currentRoute });
sample({
  clock: routeChanged,
  filter: ({ search }) => new URLSearchParams(search).has('type'),
  fn: ({ search }) => new URLSearchParams(search).get('type'),
  target: $formType,
});
