export { decideNavigation } from './decide-navigation';
export type { NavigationDecision, NavigationRefusal } from './decide-navigation';
export { insidePathOr, openExternal, reportRefusedNavigation } from './open-external';
export type { NavigationSource } from './open-external';
