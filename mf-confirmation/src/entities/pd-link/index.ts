export { pdLinkApi } from './api';
export { pdLinkQuery, readPdLink } from './model';
export type { PdLink, PdLinkKind } from './model';
