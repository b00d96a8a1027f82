import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { asRecord, readPositiveInt, readString, type JsonRecord } from '../lib/body';
import { suggestAddresses, suggestEmails, suggestFio, suggestFmsUnits, type FioPart } from '../lib/suggest';

export const DEFAULT_SUGGESTION_COUNT = 10;
const MAX_SUGGESTION_COUNT = 20;
const FIO_PARTS: readonly FioPart[] = ['SURNAME', 'NAME', 'PATRONYMIC'];

const readQuery = (body: JsonRecord): { query: string; count: number } => ({
  query: readString(body, 'query') ?? '',
  count: readPositiveInt(body, 'count', DEFAULT_SUGGESTION_COUNT, MAX_SUGGESTION_COUNT),
});

const readParts = (body: JsonRecord): FioPart[] =>
  Array.isArray(body.parts)
    ? body.parts
        .filter((part): part is string => typeof part === 'string')
        .map((part) => part.toUpperCase())
        .filter((part): part is FioPart => (FIO_PARTS as readonly string[]).includes(part))
    : [];

export function registerSuggestionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const withToken = { onRequest: ctx.auth.anyToken };

  app.post('/suggestions/address', withToken, async (request) => {
    const { query, count } = readQuery(asRecord(request.body));
    return { suggestions: suggestAddresses(query, count) };
  });

  app.post('/suggestions/fio', withToken, async (request) => {
    const body = asRecord(request.body);
    const { query, count } = readQuery(body);
    return { suggestions: suggestFio(query, count, readParts(body)) };
  });

  app.post('/suggestions/fms_unit', withToken, async (request) => {
    const { query, count } = readQuery(asRecord(request.body));
    return { suggestions: suggestFmsUnits(query, count) };
  });

  app.post('/suggestions/email', withToken, async (request) => {
    const { query, count } = readQuery(asRecord(request.body));
    return { suggestions: suggestEmails(query, count) };
  });
}
