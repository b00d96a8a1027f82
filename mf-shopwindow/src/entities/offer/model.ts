import type { CompanyDto, OfferDto, RangeDto } from '@microloans/shared-contracts/api';

/** The lender behind an offer, as the borrower sees it. */
export type Lender = {
  id: number;
  name: string;
  logoUrl: string | null;
  /** The licence line's text from `/companies` (e.g. «№ 1903045009101 от 12.03.2019»); null when unknown. */
  license: string | null;
};

/** An offer joined with its lender: everything one card of the shop window shows. */
export type LenderOffer = {
  id: number;
  /** Rubles. */
  amount: RangeDto;
  /** Days. */
  term: RangeDto;
  /** Percent per day. */
  rate: number;
  /** 0..100 */
  approvalProbability: number;
  /** The lender's page; opened only after the borrower allows it. */
  url: string;
  isBest: boolean;
  lender: Lender;
};

/** Shown when neither the offer nor `/companies` names the lender. */
export const unknownLenderName = 'Партнёр';

/**
 * Joins offers with their companies. An offer whose company is missing from `/companies` is kept
 * (the offer's own `companyName`, no logo, no licence): losing a lender's offer would cost the
 * borrower more than a missing licence line. The best offer comes first; the rest keep the
 * server's order (for `duplicate` and `personal` it is already sorted by approval probability).
 */
export function joinOffersWithCompanies(offers: readonly OfferDto[], companies: readonly CompanyDto[]): LenderOffer[] {
  const companyById = new Map(companies.map((company) => [company.id, company]));
  const joined = offers.map((offer): LenderOffer => {
    const company = companyById.get(offer.companyId);
    return {
      id: offer.id,
      amount: offer.amount,
      term: offer.term,
      rate: offer.rate,
      approvalProbability: offer.approvalProbability,
      url: offer.url,
      isBest: offer.isBest,
      lender: {
        id: offer.companyId,
        name: company?.name.trim() || offer.companyName.trim() || unknownLenderName,
        logoUrl: company?.logoUrl || null,
        license: company?.license.trim() || null,
      },
    };
  });
  return [...joined.filter((offer) => offer.isBest), ...joined.filter((offer) => !offer.isBest)];
}

/** The letter on a lender's avatar when it has no logo: «МКК «Займ Экспресс»» → «З». */
export function lenderInitial(name: string): string {
  const bare = name.replace(/^\s*(МКК|МФК|ООО|АО)\s+/i, '').replace(/[«»"'„“]/g, '').trim();
  return bare.charAt(0).toUpperCase();
}
