import { lazyModule } from '@microloans/ui-kit';

/** Loaded only when a referral link is followed: nothing of it is on any other page. */
export const ReferralPage = lazyModule(() => import('./referral-page'));
