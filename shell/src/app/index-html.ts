import { pageFrameOf, type PageFrame } from 'shared-contracts/routes';
import { alertIconPath } from 'ui-kit/alert-icons';
import { firstFrameParameters } from './first-frame';
import { routeHeads } from './route-heads';
import { routeTable } from './route-table';

/**
 * The pages index.html draws a first frame for (besides `/`), as its inline script reads them:
 * the path pattern, the layout, whether the page needs a session, and the page's words.
 */
export const framedPages = routeTable.flatMap((route) => {
  const frame = pageFrameOf(route.name);
  return frame ? [{ path: route.path, layout: route.layout, protect: route.guards.includes('protect'), ...withNoticeIcons(frame) }] : [];
});

/** The frame with each notice's icon in the table, so neither index.html's script nor the app carries the icons. */
function withNoticeIcons(frame: PageFrame): PageFrame {
  if (!frame.notice) return frame;
  const byValue = Object.fromEntries(Object.entries(frame.notice.byValue).map(([value, notice]) => [value, { ...notice, icon: alertIconPath(notice.tone) }]));
  return { ...frame, notice: { ...frame.notice, byValue } };
}

/**
 * What `index.html` is built with (shell/rspack.config.ts; not part of the app's bundle): the first
 * frame's words, and the head of `/` in main mode, so the first page needs no route heads loaded
 * (route-steps/page-head.ts skips its first navigation when index.html already carries its head).
 */
export const indexHtmlParameters = {
  ...firstFrameParameters,
  // Inside a <script>: no `<` may close it early.
  pageFramesJson: JSON.stringify(framedPages).replace(/</g, '\\u003c'),
  mainTitle: `${routeHeads.main.title} — ${firstFrameParameters.siteName}`,
  mainDescription: routeHeads.main.description,
};
