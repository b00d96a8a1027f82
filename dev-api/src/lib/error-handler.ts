import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError } from './api-error';
import { pathOf } from './faults';

/** ApiError → its status and body; Fastify's own 4xx → `{code:"bad_request"}`; the rest → 500. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      reply.code(error.status);
      return error.body === null ? reply.send() : reply.send(error.body);
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ code: 'bad_request', message: error.message });
    }
    request.log.error(error);
    return reply.code(500).send({ code: 'server_error' });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ code: 'not_found', message: `Route ${request.method} ${pathOf(request.url)} not found` }),
  );
}
