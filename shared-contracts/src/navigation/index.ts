export { decideNavigation } from './decide-navigation';
export type { NavigationDecision, NavigationRefusal } from './decide-navigation';
export { $appError, $currentRoute, $formType, $previousRoute, appErrorRaised, routeChanged } from './model';
export type { AppError, RouteLocation } from './model';
export { insidePathOr, openExternal, reportRefusedNavigation } from './open-external';
export type { NavigationSource } from './open-external';
