export { $appError, $currentRoute, $formType, $previousRoute, appErrorRaised, routeChanged } from './model';
export type { AppError, RouteLocation } from './model';
