import { prefetchFirstPage } from './shared/federation/early-prefetch';
import { providedVersions } from './shared/federation/provided-versions';
import { requestRuntimeFiles } from './shared/runtime/fetch-runtime-files';

// config.json and remotes.json are on their way while the app's code loads, and the first page's
// remote files follow as soon as remotes.json says where they are.
prefetchFirstPage(requestRuntimeFiles().remotes, providedVersions);
// The async boundary: Module Federation negotiates shared modules before the app runs.
// Named: a page drawn on the server links its stylesheets (page-styles.json).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
