export { showSiteName, siteNames } from './site-name';
