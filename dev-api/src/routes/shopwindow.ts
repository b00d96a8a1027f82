import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { COMPANIES } from '../data/companies';
import { OFFERS, type OfferSeed } from '../data/offers';
import { asRecord, readString } from '../lib/body';

export type Offer = Omit<OfferSeed, 'isBest'> & { companyName: string; url: string; isBest: boolean };

export const SHOPWINDOW_SCENARIOS = ['lead', 'duplicate', 'score', 'personal', 'main', 'blog_main', 'pdl_lead', 'pdl_duplicate'] as const;

const companyOf = (id: number) => COMPANIES.find((company) => company.id === id);

export function registerShopwindowRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { store, auth } = ctx;

  app.get('/shopwindows/offers', { onRequest: auth.anyToken }, async (request) => {
    const query = asRecord(request.query);
    const scenario = readString(query, 'scenario') ?? null;
    const uuid = readString(query, 'uuid') ?? null;
    const lead = uuid ? store.leads.byUuid(uuid) : undefined;
    const amount = lead?.fields.amount ?? null;
    const offers: Offer[] = OFFERS.map((seed) => {
      const company = companyOf(seed.companyId);
      const url = new URL(`https://example.org/lenders/${company?.slug ?? seed.companyId}`);
      url.searchParams.set('offer', String(seed.id));
      if (uuid) url.searchParams.set('lead', uuid);
      const fits = amount === null || (amount >= seed.amount.min && amount <= seed.amount.max);
      return {
        ...structuredClone(seed),
        companyName: company?.name ?? '',
        approvalProbability: fits ? seed.approvalProbability : Math.round(seed.approvalProbability / 2),
        url: url.toString(),
        isBest: seed.isBest === true,
      };
    });
    // A duplicate application is shown the offers with the best approval first.
    if (scenario === 'duplicate') offers.sort((a, b) => (b.approvalProbability ?? 0) - (a.approvalProbability ?? 0));
    return { scenario, uuid, offers };
  });

  app.get('/companies', { onRequest: auth.anyToken }, async () => ({
    companies: COMPANIES.map(({ id, name, logoUrl, license }) => ({ id, name, logoUrl, license })),
  }));
}
