export { companiesQuery, offersQuery, useLenderOffers } from './use-lender-offers';
export type { LenderOffersState } from './use-lender-offers';
export {
  formatAmountRange,
  formatDailyRate,
  formatDays,
  formatLicense,
  formatProbability,
  formatTermRange,
} from './lib/format';
export { joinOffersWithCompanies, lenderInitial, unknownLenderName } from './model';
export type { Lender, LenderOffer } from './model';
export { OfferCard } from './ui/offer-card';
export type { OfferCardProps } from './ui/offer-card';
export { OfferCardSkeleton } from './ui/offer-card-skeleton';
