import { Navigate } from '@microloans/platform/router';

/**
 * `/r/{hash}`: the root loader's referral step stores `ref` and redirects before this renders
 * (SPEC §2); the page exists only so the route table has a target, and goes to `/` regardless.
 */
export function ReferralPage() {
  return <Navigate replace to="/" />;
}
