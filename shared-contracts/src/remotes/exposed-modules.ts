import type { RemoteName } from './index';

/**
 * What each remote must expose. The remote's build derives its `exposes` from this list and fails
 * when a listed module has no file; the shell's route table is typed against it.
 */
export const exposedModules = {
  mf_confirmation: ['./pages/Confirmation', './widgets/LoanCalculator', './pages/Pdl'],
  mf_cabinet: [
    './pages/Auth',
    './pages/AuthRecovery',
    './pages/AuthRegistration',
    './pages/Profile',
    './pages/History',
    './pages/Score',
    './pages/Loyalty',
    './widgets/ApplicationsSummary',
  ],
  mf_shopwindow: ['./pages/Shopwindow', './pages/PersonalOffers'],
  mf_blog: ['./pages/Doc', './pages/ContentPage', './pages/BlogFeed', './pages/BlogSearch', './pages/BlogArticle', './widgets/LatestPosts', './widgets/Currency'],
} as const satisfies Record<RemoteName, readonly `./${string}`[]>;
