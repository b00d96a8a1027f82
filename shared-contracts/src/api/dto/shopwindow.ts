/** Shop window DTOs of SPEC §7 (`/shopwindows/offers`, `/companies`). */
import type { FormScenario } from './leads';

export type OffersParams = { scenario: FormScenario; uuid?: string };

export type RangeDto = { min: number; max: number };

export type OfferDto = {
  id: number;
  companyId: number;
  companyName: string;
  /** Rubles. */
  amount: RangeDto;
  /** Days. */
  term: RangeDto;
  /** Percent per day. */
  rate: number;
  /** 0..100 */
  approvalProbability: number;
  url: string;
  isBest: boolean;
};

export type OffersDto = { scenario: FormScenario | null; uuid: string | null; offers: OfferDto[] };

export type CompanyDto = { id: number; name: string; logoUrl: string | null; license: string };

export type CompaniesDto = { companies: CompanyDto[] };
