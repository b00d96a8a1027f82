import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { toLeadView, type LeadRecord } from '../domain/lead';
import { forbidden, notFound } from '../lib/api-error';
import { asRecord } from '../lib/body';
import { readLeadInput } from '../lib/lead-input';

export function registerLeadRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { store, auth } = ctx;

  /** Own leads only: the user's, the same anonymous identity's, or an ownerless one with the user's phone. */
  const canAccess = (request: FastifyRequest, lead: LeadRecord): boolean => {
    const { identity } = auth.session(request);
    if (identity.kind === 'anonym') return lead.userId === null && lead.anonymId === identity.anonymId;
    if (lead.userId !== null) return lead.userId === identity.userId;
    const user = store.users.get(identity.userId);
    if (user && lead.fields.phone === user.profile.phone) {
      lead.userId = user.id;
      return true;
    }
    return false;
  };

  const leadRef = (lead: LeadRecord) => ({ lead: { id: lead.id, uuid: lead.uuid } });

  app.get<{ Params: { uuid: string } }>('/leads/byUuid/:uuid', { onRequest: auth.anyToken }, async (request) => {
    const lead = store.leads.byUuid(request.params.uuid);
    if (!lead) throw notFound('Заявка не найдена');
    if (!canAccess(request, lead)) throw forbidden('Заявка принадлежит другому пользователю');
    return { lead: toLeadView(lead) };
  });

  app.post('/leads/user', { onRequest: auth.anyToken }, async (request, reply) => {
    const input = readLeadInput(asRecord(request.body), ctx.now(), true);
    const passport = input.fields.passportData;
    if (passport) {
      const duplicate = store.leads.findByPassport(passport);
      if (duplicate) return { lead: null, duplicateUuid: duplicate.uuid };
    }
    const { identity } = auth.session(request);
    const owner =
      identity.kind === 'user' ? { userId: identity.userId, anonymId: null } : { userId: null, anonymId: identity.anonymId };
    const lead = store.leads.create(owner, input.fields, input.extras, input.collected);
    return reply.code(201).send(leadRef(lead));
  });

  app.put<{ Params: { id: string } }>('/leads/user/:id', { onRequest: auth.anyToken }, async (request) => {
    const id = Number(request.params.id);
    const lead = Number.isInteger(id) ? store.leads.get(id) : undefined;
    if (!lead) throw notFound('Заявка не найдена');
    if (!canAccess(request, lead)) throw forbidden('Заявка принадлежит другому пользователю');
    const input = readLeadInput(asRecord(request.body), ctx.now(), false);
    // The application asks for the passport on its second step, after the lead exists: the update
    // that brings a passport another lead already has is the duplicate, and changes nothing.
    const passport = input.fields.passportData;
    if (passport && passport !== lead.fields.passportData) {
      const duplicate = store.leads.findByPassport(passport, lead);
      if (duplicate) return { lead: null, duplicateUuid: duplicate.uuid };
    }
    store.leads.update(lead, input.fields, input.extras, input.collected);
    return leadRef(lead);
  });
}
