// Test corpora shared by jest and Playwright. Not part of any build: no part imports it at run time.
export { afterPayloadMarker, benignHtml, hostileDocument, hostileHtml } from './hostile-html';
export {
  disguisedExternalUrlSamples,
  disguisedExternalUrls,
  foreignHost,
  hostileUrlSamples,
  hostileUrls,
  insideUrls,
  shellOrigin,
} from './hostile-urls';
export { moscowAddressSuggestion } from './suggestions';
