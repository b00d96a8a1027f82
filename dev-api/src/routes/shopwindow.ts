import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { COMPANIES } from '../data/companies';
import { OFFERS, type OfferSeed } from '../data/offers';
import type { Identity } from '../domain/identity';
import type { LeadRecord } from '../domain/lead';
import { asRecord, readString } from '../lib/body';

export type Offer = Omit<OfferSeed, 'isBest'> & { companyName: string; url: string; isBest: boolean };

export type OffersAnswer = { scenario: string | null; uuid: string | null; offers: Offer[] };

export const SHOPWINDOW_SCENARIOS = ['lead', 'duplicate', 'score', 'personal', 'main', 'blog_main', 'pdl_lead', 'pdl_duplicate'] as const;

const companyOf = (id: number) => COMPANIES.find((company) => company.id === id);

/** Whether the offer lends the application's amount; an application without an amount fits every offer. */
const fitsAmount = (seed: OfferSeed, amount: number | null) => amount === null || (amount >= seed.amount.min && amount <= seed.amount.max);

const byApprovalDescending = (a: Offer, b: Offer) => b.approvalProbability - a.approvalProbability;

/** A seeded offer as the API answers it: the lender's name and page, the lead's uuid in the page's address. */
function offerOf(seed: OfferSeed, uuid: string | null, approvalProbability = seed.approvalProbability): Offer {
  const company = companyOf(seed.companyId);
  const url = new URL(`https://example.org/lenders/${company?.slug ?? seed.companyId}`);
  url.searchParams.set('offer', String(seed.id));
  if (uuid) url.searchParams.set('lead', uuid);
  return {
    ...structuredClone(seed),
    companyName: company?.name ?? '',
    approvalProbability,
    url: url.toString(),
    isBest: seed.isBest === true,
  };
}

export function registerShopwindowRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { store, auth } = ctx;

  /** The signed-in borrower's newest finished application; none for an anonymous visitor. */
  const latestApplicationOf = (identity: Identity): LeadRecord | undefined =>
    identity.kind === 'user' ? store.leads.forUser(identity.userId).find((lead) => lead.collected) : undefined;

  /**
   * `scenario=personal` (the cabinet's personal offers): chosen for whoever sends the token, from
   * their latest collected application — only the offers that lend its amount, the best approval
   * first, and that first one is the best offer. No application (or an anonymous token): none.
   * A `uuid` in the query is ignored: the borrower's own applications decide.
   */
  function personalOffers(identity: Identity): OffersAnswer {
    const lead = latestApplicationOf(identity);
    if (!lead) return { scenario: 'personal', uuid: null, offers: [] };
    const offers = OFFERS.filter((seed) => fitsAmount(seed, lead.fields.amount))
      .map((seed) => offerOf(seed, lead.uuid))
      .sort(byApprovalDescending)
      .map((offer, index) => ({ ...offer, isBest: index === 0 }));
    return { scenario: 'personal', uuid: lead.uuid, offers };
  }

  app.get('/shopwindows/offers', { onRequest: auth.anyToken }, async (request): Promise<OffersAnswer> => {
    const query = asRecord(request.query);
    const scenario = readString(query, 'scenario') ?? null;
    if (scenario === 'personal') return personalOffers(auth.session(request).identity);
    const uuid = readString(query, 'uuid') ?? null;
    const lead = uuid ? store.leads.byUuid(uuid) : undefined;
    const amount = lead?.fields.amount ?? null;
    const offers = OFFERS.map((seed) =>
      offerOf(seed, uuid, fitsAmount(seed, amount) ? seed.approvalProbability : Math.round(seed.approvalProbability / 2)),
    );
    // A duplicate application is shown the offers with the best approval first.
    if (scenario === 'duplicate' || scenario === 'pdl_duplicate') offers.sort(byApprovalDescending);
    return { scenario, uuid, offers };
  });

  app.get('/companies', { onRequest: auth.anyToken }, async () => ({
    companies: COMPANIES.map(({ id, name, logoUrl, license }) => ({ id, name, logoUrl, license })),
  }));
}
