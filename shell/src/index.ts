import { requestRuntimeFiles } from './shared/runtime/fetch-runtime-files';

// config.json and remotes.json are on their way while the app's code loads.
requestRuntimeFiles();
// The async boundary: Module Federation negotiates shared modules before the app runs.
import('./bootstrap');
