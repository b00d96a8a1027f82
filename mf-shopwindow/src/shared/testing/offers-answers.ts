import type { CompaniesDto, OffersDto } from '@microloans/shared-contracts/api';

/** `GET /shopwindows/offers` for an application: two offers, the second one the best. */
export const offersAnswer = (uuid: string): OffersDto => ({
  scenario: 'lead',
  uuid,
  offers: [
    {
      id: 102,
      companyId: 2,
      companyName: 'МФК «Деньги Сразу»',
      amount: { min: 2000, max: 50000 },
      term: { min: 7, max: 30 },
      rate: 0.7,
      approvalProbability: 85,
      url: 'https://example.org/lenders/dengi-srazu?offer=102',
      isBest: false,
    },
    {
      id: 103,
      companyId: 3,
      companyName: 'МКК «Лёгкий Займ»',
      amount: { min: 1000, max: 15000 },
      term: { min: 1, max: 21 },
      rate: 0,
      approvalProbability: 78,
      url: 'https://example.org/lenders/legkiy-zaim?offer=103',
      isBest: true,
    },
  ],
});

/** `GET /companies`: the lenders of the offers above. */
export const companiesAnswer: CompaniesDto = {
  companies: [
    { id: 2, name: 'МФК «Деньги Сразу»', logoUrl: null, license: '№ 1704150008412 от 20.04.2017' },
    { id: 3, name: 'МКК «Лёгкий Займ»', logoUrl: null, license: '№ 2110177000321 от 08.10.2021' },
  ],
};
