import type { RemoteModuleRef } from '@microloans/shared-contracts/remotes';

/**
 * The remotes' widgets `/` is made of. Here, not in `pages/main`: the route table reads them in the
 * entry, before the app's code (and its pages) have arrived.
 */
export const mainPageWidgets = {
  calculator: { remote: 'mf_confirmation', module: './widgets/LoanCalculator' },
  applications: { remote: 'mf_cabinet', module: './widgets/ApplicationsSummary' },
  latestPosts: { remote: 'mf_blog', module: './widgets/LatestPosts' },
} as const satisfies Record<string, RemoteModuleRef>;
