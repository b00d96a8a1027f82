import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { DOCS, LANDING_PAGES } from '../data/docs';
import { notFound } from '../lib/api-error';

/** `/docs/*` needs no token; `/ll` (the content pages' list) and `/ll/*` do (any identity). */
export function registerDocsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const allDocs = () => [...DOCS, ...ctx.store.dev.docs];

  app.get('/docs', async () => ({ docs: allDocs().map(({ slug, title }) => ({ slug, title })) }));

  app.get<{ Params: { slug: string } }>('/docs/:slug', async (request) => {
    const doc = allDocs().find((item) => item.slug === request.params.slug);
    if (!doc) throw notFound('Документ не найден');
    return { ...doc };
  });

  app.get('/ll', { onRequest: ctx.auth.anyToken }, async () => ({ pages: LANDING_PAGES.map(({ slug, title }) => ({ slug, title })) }));

  app.get<{ Params: { slug: string } }>('/ll/:slug', { onRequest: ctx.auth.anyToken }, async (request) => {
    const page = LANDING_PAGES.find((item) => item.slug === request.params.slug);
    if (!page) throw notFound('Страница не найдена');
    return structuredClone(page);
  });
}
