import type { FastifyInstance } from 'fastify';
import { formatApplicationTerm, formatRubles } from '@microloans/shared-contracts/format';
import type { AppContext } from '../context';
import { PDL_LINKS, type PdlLink } from '../data/misc';
import type { LeadRecord, LeadStatus } from '../domain/lead';
import { notFound } from '../lib/api-error';
import { asRecord, readPositiveInt, readString } from '../lib/body';

const LEAD_STATUSES: readonly LeadStatus[] = ['approved', 'rejected', 'pending', 'empty'];

export function activityOf(lead: LeadRecord) {
  const { amount, term } = lead.fields;
  const formType = lead.fields.sectionSlug === 'credits' ? ('credits' as const) : ('loans' as const);
  const what = formType === 'credits' ? 'кредит' : 'займ';
  const title =
    amount !== null && term !== null ? `Заявка на ${what} ${formatRubles(amount)} на ${formatApplicationTerm(term, formType)}` : `Незаполненная заявка на ${what}`;
  return {
    id: `lead-${lead.id}`,
    type: 'lead' as const,
    title,
    leadId: lead.id,
    uuid: lead.uuid,
    amount,
    term,
    formType,
    status: lead.status,
    collected: lead.collected,
    createdAt: lead.createdAt,
    updatedAt: lead.updatedAt,
  };
}

export function registerMiscRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { store, auth } = ctx;

  // Alive: the process answers (the container's health check; no token, nothing of the state).
  app.get('/__health', async () => ({ ok: true }));

  app.get('/activities', { onRequest: auth.userToken }, async (request) => {
    const query = asRecord(request.query);
    const status = readString(query, 'status');
    const page = readPositiveInt(query, 'page', 1, 10_000);
    const limit = readPositiveInt(query, 'limit', 20, 100);
    const leads = store.leads
      .forUser(auth.user(request).id)
      .filter((lead) => !status || !(LEAD_STATUSES as readonly string[]).includes(status) || lead.status === status);
    return { items: leads.slice((page - 1) * limit, page * limit).map(activityOf), total: leads.length, page, limit };
  });

  app.get('/activities/summary', { onRequest: auth.userToken }, async (request) => {
    const leads = store.leads.forUser(auth.user(request).id);
    const count = (status: LeadStatus) => leads.filter((lead) => lead.status === status).length;
    return {
      total: leads.length,
      approved: count('approved'),
      rejected: count('rejected'),
      pending: count('pending'),
      empty: count('empty'),
      lastActivityAt: leads[0]?.updatedAt ?? null,
    };
  });

  const findPdl = (id: string): PdlLink => {
    const link = PDL_LINKS.find((item) => item.id === id);
    if (!link) throw notFound('Ссылка не найдена');
    return link;
  };

  app.get<{ Params: { id: string } }>('/pdl/check/:id', { onRequest: auth.anyToken }, async (request) => {
    const link = findPdl(request.params.id);
    const expired = link.status === 'expired' || Date.parse(link.expiresAt) <= ctx.now();
    const status = expired ? 'expired' : link.status;
    return { id: link.id, valid: status === 'active', status, expiresAt: link.expiresAt };
  });

  app.get<{ Params: { id: string } }>('/pdl/get/:id', { onRequest: auth.anyToken }, async (request) => {
    const link = findPdl(request.params.id);
    return { id: link.id, status: link.status, lead: { ...link.lead, sourcePage: 'pd_link' } };
  });

  app.get('/redirects', async () => store.dev.redirects.map((redirect) => ({ ...redirect })));

  app.get('/routes/blacklist', async () => ({ paths: [...store.dev.blacklist] }));
}
