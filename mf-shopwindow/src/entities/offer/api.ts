import { apiClient } from '@microloans/platform';
import type { CompaniesDto, OffersDto, OffersParams } from '@microloans/shared-contracts/api';

/** SPEC §7: GET shopwindows/offers, /companies. */
export const shopwindowApi = {
  getOffers: (params: OffersParams): Promise<OffersDto> =>
    apiClient.get<OffersDto>('/shopwindows/offers', { params }).then((r) => r.data),
  getCompanies: (): Promise<CompaniesDto> => apiClient.get<CompaniesDto>('/companies').then((r) => r.data),
};
