import { firstFrameParameters } from './first-frame';
import { routeHeads } from './route-heads';

/**
 * What `index.html` is built with (shell/rspack.config.ts; not part of the app's bundle): the first
 * frame's words, and the head of `/` in main mode, so the first page needs no route heads loaded
 * (route-steps/page-head.ts skips its first navigation when index.html already carries its head).
 */
export const indexHtmlParameters = {
  ...firstFrameParameters,
  mainTitle: `${routeHeads.main.title} — ${firstFrameParameters.siteName}`,
  mainDescription: routeHeads.main.description,
};
