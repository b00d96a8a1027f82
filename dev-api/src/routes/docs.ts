import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { DOCS, LANDING_PAGES } from '../data/docs';
import { notFound } from '../lib/api-error';

/** `/docs/*` needs no token; `/ll/*` content pages do (any identity). */
export function registerDocsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/docs', async () => ({ docs: DOCS.map(({ slug, title }) => ({ slug, title })) }));

  app.get<{ Params: { slug: string } }>('/docs/:slug', async (request) => {
    const doc = DOCS.find((item) => item.slug === request.params.slug);
    if (!doc) throw notFound('Документ не найден');
    return { ...doc };
  });

  app.get<{ Params: { slug: string } }>('/ll/:slug', { onRequest: ctx.auth.anyToken }, async (request) => {
    const page = LANDING_PAGES.find((item) => item.slug === request.params.slug);
    if (!page) throw notFound('Страница не найдена');
    return structuredClone(page);
  });
}
