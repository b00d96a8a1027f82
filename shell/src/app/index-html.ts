import { pageFrameOf } from '@microloans/shared-contracts/routes';
import { alertIconColors, alertIconPath } from '@microloans/ui-kit/alert-icons';
import { firstFrameParameters } from './first-frame';
import { routeHeads } from './route-heads';
import { routeTable } from './route-table';

/**
 * The pages index.html draws a first frame for (besides `/`), as its inline script reads them:
 * the path pattern, the layout, whether the page needs a session, and the page's words.
 */
export const framedPages = routeTable.flatMap((route) => {
  const frame = pageFrameOf(route.name);
  return frame ? [{ path: route.path, layout: route.layout, protect: route.guards.includes('protect'), ...frame }] : [];
});

/**
 * The notices' icons, as ui-kit's Alert draws them (antd's filled icons), for the first frame's
 * stylesheet: index.html and the app draw an empty icon element, the rule draws the icon.
 */
function noticeIconRule(tone: 'success' | 'info'): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="64 64 896 896" fill="${alertIconColors[tone]}"><path d="${alertIconPath(tone)}"/></svg>`;
  return `.ff-notice-${tone} .ff-notice-icon { background-image: url("data:image/svg+xml,${encodeURIComponent(svg)}"); }`;
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
  noticeIconsCss: [noticeIconRule('success'), noticeIconRule('info')].join('\n      '),
  mainTitle: `${routeHeads.main.title} — ${firstFrameParameters.siteName}`,
  mainDescription: routeHeads.main.description,
};
