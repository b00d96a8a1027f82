import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error';

/**
 * JSON bodies, but an empty body (the frontend sends `Content-Type: application/json` on every call,
 * even on `POST /auth/anonym` and DELETE) is read as `{}` instead of Fastify's 400.
 */
export function installJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new ApiError(400, { code: 'bad_request', message: 'Некорректный JSON' }), undefined);
    }
  });
}
