import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { toLeadView } from '../domain/lead';
import { toProfileView, type UserRecord } from '../domain/user';
import { asRecord, readString } from '../lib/body';
import { readProfilePatch } from '../lib/profile-input';
import { isValidEmail } from '../lib/validators';
import { MESSAGES, ViolationList } from '../lib/violations';

export type CreditScore = {
  score: number;
  grade: 'A' | 'B' | 'C' | 'D' | 'E';
  updatedAt: string;
  factors: { title: string; impact: 'positive' | 'negative' }[];
};

const gradeOf = (score: number): CreditScore['grade'] =>
  score >= 750 ? 'A' : score >= 650 ? 'B' : score >= 550 ? 'C' : score >= 450 ? 'D' : 'E';

/** Deterministic per user: more finished applications and a verified email raise the score. */
function creditScoreOf(user: UserRecord, approved: number, rejected: number): CreditScore {
  const raw = 520 + approved * 60 - rejected * 25 + (user.profile.emailVerified ? 40 : 0) + (user.profile.activated ? 30 : 0) + ((user.id * 37) % 50);
  const score = Math.max(300, Math.min(850, raw));
  const factors: CreditScore['factors'] = [];
  if (approved > 0) factors.push({ title: 'Своевременное погашение займов', impact: 'positive' });
  if (user.profile.emailVerified) factors.push({ title: 'Подтверждённые контактные данные', impact: 'positive' });
  if (rejected > 0) factors.push({ title: 'Отказы по заявкам за последние 3 месяца', impact: 'negative' });
  factors.push({ title: 'Небольшая длительность кредитной истории', impact: 'negative' });
  return { score, grade: gradeOf(score), updatedAt: user.profile.updatedAt, factors };
}

export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { store, auth } = ctx;
  const userOnly = { onRequest: auth.userToken };

  app.get('/user/profile', userOnly, async (request) => toProfileView(auth.user(request)));

  app.put('/user/profile', userOnly, async (request) => {
    const user = auth.user(request);
    const patch = readProfilePatch(asRecord(request.body), ctx.now());
    if (patch.phone !== undefined && patch.phone !== user.profile.phone) {
      const owner = store.users.findByPhone(patch.phone);
      if (owner && owner.id !== user.id) new ViolationList().add('phone', MESSAGES.phoneTaken).throwIfAny();
    }
    if (patch.email !== undefined && patch.email !== user.profile.email) user.profile.emailVerified = false;
    Object.assign(user.profile, patch);
    store.users.touch(user);
    return toProfileView(user);
  });

  app.delete('/user/profile', userOnly, async (request, reply) => {
    const user = auth.user(request);
    store.leads.deleteForUser(user.id);
    store.users.delete(user.id);
    store.tokens.revokeUser(user.id);
    return reply.code(204).send();
  });

  app.post('/user/email/send-code', userOnly, async (request) => {
    auth.user(request);
    const email = (readString(asRecord(request.body), 'email') ?? '').toLowerCase();
    const violations = new ViolationList();
    if (email === '') violations.add('email', MESSAGES.required);
    else if (!isValidEmail(email)) violations.add('email', MESSAGES.email);
    violations.throwIfAny();
    const result = store.codes.send(email);
    if (result.code !== null) ctx.options.onCodeSent({ target: email, code: result.code, action: 'email_verify' });
    return { sent: result.sent, lockTtl: result.lockTtl };
  });

  app.post('/user/email/verify', userOnly, async (request) => {
    const user = auth.user(request);
    const body = asRecord(request.body);
    const email = (readString(body, 'email') ?? '').toLowerCase();
    const code = readString(body, 'code') ?? '';
    const violations = new ViolationList();
    if (email === '') violations.add('email', MESSAGES.required);
    else if (!isValidEmail(email)) violations.add('email', MESSAGES.email);
    violations.throwIfAny();
    if (!store.codes.consume(email, code)) violations.add('code', code === '' ? MESSAGES.required : MESSAGES.code);
    violations.throwIfAny();
    user.profile.email = email;
    user.profile.emailVerified = true;
    store.users.touch(user);
    return { emailVerified: true };
  });

  app.get('/user/speedUpData', userOnly, async (request) => {
    const draft = store.leads.draftFor(auth.user(request).id);
    return { draftLead: draft ? toLeadView(draft) : null };
  });

  app.get('/user/credit-score', userOnly, async (request) => {
    const user = auth.user(request);
    const leads = store.leads.forUser(user.id);
    const approved = leads.filter((lead) => lead.status === 'approved').length;
    const rejected = leads.filter((lead) => lead.status === 'rejected').length;
    return creditScoreOf(user, approved, rejected);
  });
}
