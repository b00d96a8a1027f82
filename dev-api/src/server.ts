import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { createAuth } from './lib/auth';
import { installErrorHandlers } from './lib/error-handler';
import { createFaultHook } from './lib/faults';
import { installJsonParser } from './lib/json-parser';
import { resolveOptions, type DevApiOptions } from './options';
import { registerAuthRoutes } from './routes/auth';
import { registerBlogRoutes } from './routes/blog';
import { registerDevRoutes } from './routes/dev';
import { registerDocsRoutes } from './routes/docs';
import { registerLeadRoutes } from './routes/leads';
import { registerLoyaltyRoutes } from './routes/loyalty';
import { registerMiscRoutes } from './routes/misc';
import { registerShopwindowRoutes } from './routes/shopwindow';
import { registerSuggestionRoutes } from './routes/suggestions';
import { registerTelemetryRoutes } from './routes/telemetry';
import { registerUserRoutes } from './routes/user';
import { Store } from './state/store';

export type { DevApiOptions } from './options';

/** Any port on 127.0.0.1 or localhost, plain http. */
export const ALLOWED_ORIGINS = [/^http:\/\/127\.0\.0\.1(:\d+)?$/, /^http:\/\/localhost(:\d+)?$/];

/** The dev API with fresh seeded state; does not listen (call `listen` or `inject`). */
export function buildServer(options: DevApiOptions = {}): FastifyInstance {
  const resolved = resolveOptions(options);
  const app = Fastify({ logger: resolved.logger });
  const store = new Store(resolved);
  const ctx: AppContext = {
    options: resolved,
    store,
    auth: createAuth(store),
    now: resolved.now,
  };

  // Registered first so that CORS headers are present even on injected faults and errors.
  void app.register(cors, {
    origin: ALLOWED_ORIGINS,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept'],
    credentials: false,
    maxAge: 600,
  });
  installJsonParser(app);
  installErrorHandlers(app);
  // Faults apply before any route-level auth check.
  app.addHook('onRequest', createFaultHook(store.dev));

  registerAuthRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerLeadRoutes(app, ctx);
  registerSuggestionRoutes(app, ctx);
  registerLoyaltyRoutes(app, ctx);
  registerShopwindowRoutes(app, ctx);
  registerBlogRoutes(app, ctx);
  registerDocsRoutes(app, ctx);
  registerMiscRoutes(app, ctx);
  registerTelemetryRoutes(app, ctx);
  if (resolved.devEndpoints) registerDevRoutes(app, ctx);

  return app;
}
