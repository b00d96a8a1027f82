import type { FastifyRequest } from 'fastify';
import type { Identity } from '../domain/identity';
import type { UserRecord } from '../domain/user';
import type { Store } from '../state/store';
import { forbidden, unauthorized } from './api-error';

export type Session = { token: string; identity: Identity };

export type Auth = {
  /** Route hook: a live token of any identity. */
  anyToken: (request: FastifyRequest) => Promise<void>;
  /** Route hook: a live USER token (anonymous → 403). */
  userToken: (request: FastifyRequest) => Promise<void>;
  /** The session checked by the route hook. */
  session: (request: FastifyRequest) => Session;
  /** The signed-in user of a `userToken` route. */
  user: (request: FastifyRequest) => UserRecord;
  /** A live identity from the header, if any, without failing (for routes that need no token). */
  peek: (request: FastifyRequest) => Identity | null;
};

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

export function createAuth(store: Store): Auth {
  const sessions = new WeakMap<FastifyRequest, Session>();

  const resolve = (request: FastifyRequest): Session => {
    const token = bearerToken(request);
    if (token === null) throw unauthorized('Требуется авторизация');
    const result = store.tokens.check(token);
    if (!result.ok) {
      throw unauthorized(result.reason === 'expired' ? 'Срок действия токена истёк' : 'Токен недействителен');
    }
    if (result.identity.kind === 'user' && !store.users.get(result.identity.userId)) {
      throw unauthorized('Пользователь не найден');
    }
    const session = { token, identity: result.identity };
    sessions.set(request, session);
    return session;
  };

  const session = (request: FastifyRequest): Session => sessions.get(request) ?? resolve(request);

  return {
    anyToken: async (request) => {
      resolve(request);
    },
    userToken: async (request) => {
      if (resolve(request).identity.kind !== 'user') throw forbidden('Доступно только авторизованным пользователям');
    },
    session,
    user: (request) => {
      const { identity } = session(request);
      if (identity.kind !== 'user') throw forbidden('Доступно только авторизованным пользователям');
      const user = store.users.get(identity.userId);
      if (!user) throw unauthorized('Пользователь не найден');
      return user;
    },
    peek: (request) => {
      const token = bearerToken(request);
      if (token === null) return null;
      const result = store.tokens.check(token);
      return result.ok ? result.identity : null;
    },
  };
}
