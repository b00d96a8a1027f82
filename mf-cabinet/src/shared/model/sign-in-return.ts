import { attach } from 'effector';
import { navigateFx } from '@microloans/platform';
import { insidePathOr } from '@microloans/shared-contracts/navigation';

/** Where a borrower who has just signed in goes: the address's `to`, else the page's own place. */
export type SignInReturn = { to: string | null; fallback: string };

/**
 * On to where a borrower who has just signed in was going: `to` when it is a path of this site
 * (the contract's navigation rule decides; a refusal is logged), else `fallback`. The sign-in page
 * leaves the history, so «Назад» does not bring it back.
 */
export const returnAfterSignInFx = attach({
  effect: navigateFx,
  mapParams: ({ to, fallback }: SignInReturn) => ({ to: insidePathOr(to ?? fallback, fallback, 'sign-in-return'), replace: true }),
});
