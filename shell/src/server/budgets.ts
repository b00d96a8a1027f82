/**
 * Every wait of the server's answer to a page, in one place. They run one after the other, so
 * their sum is the longest a page can take here; the web server in front waits longer than that
 * before it answers with the static page itself (nginx's `proxy_read_timeout`, server.ts's
 * `rendererTimeoutMs`; budgets.test.ts holds the two together).
 */
export const serverBudgets = {
  /** The route's lists (server redirects, switched-off routes), read together; then none applies. */
  routeListsMs: 500,
  /** The page's data (its owner's and its layout's); then the page is drawn with what arrived. */
  pageDataMs: 800,
  /** Drawing the tree; a part not finished is left to the browser. */
  renderMs: 1500,
} as const;

/** The longest the server takes over a page: the sum of its waits. */
export const pageAnswerBudgetMs = Object.values(serverBudgets).reduce((sum, ms) => sum + ms, 0);

/** One call to the API from the render process: longer than any wait that holds it. */
export const serverApiCallMs = Math.max(...Object.values(serverBudgets));
