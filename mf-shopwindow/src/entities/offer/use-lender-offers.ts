import { useMemo } from 'react';
import { createApiQuery, useApiQuery, type ApiError } from '@microloans/platform';
import type { OffersParams } from '@microloans/shared-contracts/api';
import { shopwindowApi } from './api';
import { joinOffersWithCompanies, type LenderOffer } from './model';

/**
 * `GET /shopwindows/offers`: for one application (`lead` / `duplicate` with its uuid), or chosen by
 * the server for the signed-in borrower (`personal`).
 */
export const offersQuery = createApiQuery({
  name: 'shopwindow.offers',
  handler: (params: OffersParams) => shopwindowApi.getOffers(params),
});

/** `GET /companies`: names, logos and licences of the lenders. */
export const companiesQuery = createApiQuery({
  name: 'shopwindow.companies',
  handler: () => shopwindowApi.getCompanies(),
});

export type LenderOffersState = {
  /** Offers joined with their lenders; null until both answers are here. */
  offers: LenderOffer[] | null;
  /**
   * The application the offers were chosen for (the answer's `uuid`); null when there is none
   * (e.g. `personal` for a borrower without an application) or while loading.
   */
  applicationUuid: string | null;
  /** The first failure of the two calls; the page shows it instead of a half-filled list. */
  error: ApiError | null;
  pending: boolean;
  /** Asks again for whichever of the two failed. */
  retry: () => void;
};

/**
 * Offers and companies, read through the query layer and joined. Both are needed: a card names
 * its lender and the lender's licence, so a failure of either is the page's error.
 */
export function useLenderOffers(params: OffersParams): LenderOffersState {
  const offers = useApiQuery(offersQuery, params);
  const companies = useApiQuery(companiesQuery, undefined);
  const joined = useMemo(
    () => (offers.data && companies.data ? joinOffersWithCompanies(offers.data.offers, companies.data.companies) : null),
    [offers.data, companies.data],
  );
  const error = offers.error ?? companies.error;

  return {
    offers: error ? null : joined,
    applicationUuid: offers.data?.uuid ?? null,
    error,
    pending: !error && joined === null,
    retry: () => {
      if (offers.error) offers.retry();
      if (companies.error) companies.retry();
    },
  };
}
