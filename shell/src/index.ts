import { prefetchFirstPage } from './app/early-prefetch';
import { providedVersions } from './shared/federation/provided-versions';
import { requestRuntimeFiles } from './shared/runtime/fetch-runtime-files';
import { yieldToBrowser } from './shared/scheduling/yield-to-browser';

// config.json and remotes.json are on their way while the app's code loads, and the first page's
// remote files follow as soon as remotes.json says where they are.
prefetchFirstPage(requestRuntimeFiles().remotes, providedVersions);
// The async boundary: Module Federation negotiates shared modules before the app runs. In a task of
// its own: the entry's evaluation (the federation runtime) and the negotiation are each ~100 ms on
// a slow phone, one task of ~200 ms together.
// Named: a page drawn on the server links its stylesheets (page-styles.json).
void yieldToBrowser().then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
