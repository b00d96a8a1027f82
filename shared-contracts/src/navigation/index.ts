export { internalPath, isExternalUrl } from './external-url';
export { $appError, $formType, $previousRoute, appErrorRaised, routeChanged } from './model';
export type { AppError, RouteLocation } from './model';
export { openExternal } from './open-external';
