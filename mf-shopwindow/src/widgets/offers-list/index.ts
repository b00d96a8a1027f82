export { offersListTexts } from './config';
export { OffersList } from './ui/offers-list';
export type { OffersEmptyContent, OffersListProps } from './ui/offers-list';
