/** The routes the bench visits, and what shows that the route's own content is on screen. */
export type BenchRoute = { path: string; content: string; signedIn?: boolean };

/** A seeded lead of dev-api: the offers answer for it. */
export const shopwindowLeadPath = '/shopwindow?scenario=lead&uuid=0b6a1f7e-0001-4a10-8000-000000000001';

export const benchRoutes: BenchRoute[] = [
  { path: '/', content: '[data-testid="loan-calculator"]' },
  { path: '/confirmation?type=loans', content: '[data-testid="application-form"]' },
  { path: '/auth', content: '[data-testid="cabinet-anonymous"]' },
  { path: shopwindowLeadPath, content: '[data-testid="offer-card"]' },
  { path: '/docs/privacy-agreement', content: '[data-testid="doc-copy-link"]' },
  { path: '/blog', content: '[data-testid="post-card"]' },
  // A seeded post: its body is the content a reader came for.
  { path: '/blog/kak-vybrat-mikrozaim', content: '[data-testid="article-body"]' },
  { path: '/auth/registration', content: '[data-testid="phone-step"]' },
  // The seeded borrower of dev-api, signed in by the token cookies.
  { path: '/profile', content: '[data-testid="profile-summary"]', signedIn: true },
  { path: '/history', content: '[data-testid="history-count"]', signedIn: true },
  { path: '/score', content: '[data-testid="credit-score-value"]', signedIn: true },
];

/** Strings found in exactly one file of each library's build: a fetched file containing one carries it. */
export const libraryMarkers: Record<string, string> = {
  'react-dom': '__reactContainer$',
  'react-router': 'may be used only in the context of a <Router>',
  effector: 'unit call from pure function',
  'antd cssinjs': 'data-token-hash',
};
