import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { UserRecord } from '../domain/user';
import { badRequest, unauthorized } from '../lib/api-error';
import { asRecord, readString } from '../lib/body';
import { digitsOnly, hasCyrillic, isValidPhone } from '../lib/validators';
import { MESSAGES, ViolationList } from '../lib/violations';
import { randomToken } from '../lib/random';

export const PHONE_ACTIONS = ['lead_form', 'account_recovery', 'account_registration'] as const;
export const MIN_PASSWORD_LENGTH = 6;

/** The phone of a body as 11 digits, or a 422 on `phone`. */
export function requirePhone(raw: string | undefined): string {
  const violations = new ViolationList();
  const digits = digitsOnly(raw ?? '');
  if (raw === undefined || raw === '') violations.add('phone', MESSAGES.required);
  else if (!isValidPhone(digits)) violations.add('phone', MESSAGES.phone);
  violations.throwIfAny();
  return digits;
}

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { store, auth } = ctx;

  /** Anonymous leads created before sign-in become the user's. */
  const adoptAnonymousLeads = (request: FastifyRequest, user: UserRecord): void => {
    const identity = auth.peek(request);
    if (identity?.kind === 'anonym') store.leads.adopt(identity.anonymId, user.id);
  };

  app.post('/auth/anonym', async () => store.tokens.issue({ kind: 'anonym', anonymId: randomToken(12) }));

  app.post('/auth/refresh-token', async (request) => {
    const refreshToken = readString(asRecord(request.body), 'refresh_token') ?? '';
    if (refreshToken === '') throw unauthorized('Токен обновления не передан');
    const pair = store.tokens.rotate(refreshToken);
    if (!pair) throw unauthorized('Токен обновления недействителен');
    return pair;
  });

  app.post('/auth/phone/send-code', { onRequest: auth.anyToken }, async (request) => {
    const body = asRecord(request.body);
    const rawPhone = readString(body, 'phone');
    const action = readString(body, 'action');
    const violations = new ViolationList();
    const phone = digitsOnly(rawPhone ?? '');
    if (rawPhone === undefined || rawPhone === '') violations.add('phone', MESSAGES.required);
    else if (!isValidPhone(phone)) violations.add('phone', MESSAGES.phone);
    if (action === undefined || action === '') violations.add('action', MESSAGES.required);
    else if (!(PHONE_ACTIONS as readonly string[]).includes(action)) violations.add('action', MESSAGES.action);
    violations.throwIfAny();
    const existing = store.users.findByPhone(phone);
    if (action === 'account_recovery' && !existing) violations.add('phone', MESSAGES.userNotFound);
    if (action === 'account_registration' && existing?.profile.activated) violations.add('phone', MESSAGES.userExists);
    violations.throwIfAny();

    const result = store.codes.send(phone);
    if (result.code !== null) ctx.options.onCodeSent({ target: phone, code: result.code, action: action ?? null });
    return { sent: result.sent, lockTtl: result.lockTtl };
  });

  app.post('/auth/phone', { onRequest: auth.anyToken }, async (request) => {
    const body = asRecord(request.body);
    const phone = requirePhone(readString(body, 'phone'));
    const code = readString(body, 'code') ?? '';
    if (!store.codes.consume(phone, code)) {
      const violations = new ViolationList();
      violations.add('code', code === '' ? MESSAGES.required : MESSAGES.code).throwIfAny();
    }
    const refHash = readString(body, 'refHash') ?? null;
    const user = store.users.findByPhone(phone) ?? store.users.create(phone, refHash === '' ? null : refHash);
    adoptAnonymousLeads(request, user);
    return store.tokens.issue({ kind: 'user', userId: user.id });
  });

  app.post('/auth/login', { onRequest: auth.anyToken }, async (request) => {
    const body = asRecord(request.body);
    const phone = digitsOnly(readString(body, 'phone') ?? readString(body, 'username') ?? '');
    const password = typeof body.password === 'string' ? body.password : '';
    const user = store.users.findByPhone(phone);
    if (!user || user.password === null || user.password !== password) {
      throw badRequest('invalid_credentials', 'Неправильный номер телефона или пароль');
    }
    adoptAnonymousLeads(request, user);
    return store.tokens.issue({ kind: 'user', userId: user.id });
  });

  app.post('/auth/activate', { onRequest: auth.userToken }, async (request) => {
    const user = auth.user(request);
    const body = asRecord(request.body);
    const password = typeof body.password === 'string' ? body.password : '';
    const repeatPassword = typeof body.repeatPassword === 'string' ? body.repeatPassword : '';
    const violations = new ViolationList();
    if (password === '') violations.add('password', MESSAGES.required);
    else if (hasCyrillic(password)) violations.add('password', MESSAGES.passwordCyrillic);
    else if (password.length < MIN_PASSWORD_LENGTH) violations.add('password', MESSAGES.passwordShort);
    if (repeatPassword === '') violations.add('repeatPassword', MESSAGES.required);
    else if (repeatPassword !== password) violations.add('repeatPassword', MESSAGES.passwordMismatch);
    violations.throwIfAny();
    user.password = password;
    user.profile.activated = true;
    store.users.touch(user);
    return { activated: true };
  });
}
