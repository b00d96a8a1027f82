export { $appError, $currentRoute, $formType, $previousRoute, appErrorRaised, navigateFx, routeChanged } from './model';
export type { AppError, NavigationRequest, RouteLocation } from './model';
export { setSiteOrigin, siteOrigin } from './site-origin';
