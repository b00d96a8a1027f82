export { $appError, $currentRoute, $formType, $previousRoute, appErrorRaised, routeChanged } from './model';
export type { AppError, RouteLocation } from './model';
export { setSiteOrigin, siteOrigin } from './site-origin';
