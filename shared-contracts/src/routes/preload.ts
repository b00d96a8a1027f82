/**
 * Marks an element that leads to a route without being a link (a button that navigates): the
 * shell starts loading that route's code when the borrower points at, touches or focuses it.
 */
export const preloadRouteAttribute = 'data-preload-route';
