/**
 * Every wait of the server's answer to a page, in one place. They run one after the other, so
 * their sum is the longest a page can take; the web server in front waits a little longer than
 * that for the render tier before it answers with the static page itself. Its waits are derived
 * from these: nginx's (deploy/nginx/snippets/render-proxy.conf, written from `frontWaits` and held
 * to them by a test) and the development server's (deploy's server.ts).
 */
export const serverBudgets = {
  /**
   * The versions the page may be drawn with, checked against what was published (once per
   * version, right after a release; then kept): a version still being checked is drawn by the browser.
   */
  versionCheckMs: 300,
  /** The route's lists (server redirects, switched-off routes), read together; then none applies. */
  routeListsMs: 500,
  /** The page's data (its owner's and its layout's); then the page is drawn with what arrived. */
  pageDataMs: 800,
  /** Drawing the tree (a page takes a few ms); a part not finished is left to the browser. */
  renderMs: 1200,
} as const;

/** The longest the server takes over a page: the sum of its waits. */
export const pageAnswerBudgetMs = Object.values(serverBudgets).reduce((sum, ms) => sum + ms, 0);

/** One call to the API from the render process: longer than any wait that holds it. */
export const serverApiCallMs = Math.max(...Object.values(serverBudgets));

/** What the server's own waits leave the front for the answer to travel: the front waits this much longer. */
const frontMarginMs = 200;

/** How long the web server in front waits for the render tier, in whole seconds as nginx writes them. */
export const frontWaits = {
  /** For a connection to the render tier. */
  connectSeconds: 1,
  /** For the answer: the server's waits and the margin, rounded up to a second. */
  readSeconds: Math.ceil((pageAnswerBudgetMs + frontMarginMs) / 1000),
} as const;

/** The front's wait for the answer, in ms (the development server's, as nginx's). */
export const frontReadWaitMs = frontWaits.readSeconds * 1000;
