import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { asRecord, readString } from '../lib/body';
import { uuid } from '../lib/random';
import { MESSAGES, ViolationList } from '../lib/violations';
import type { ClientLogLevel } from '../state/telemetry-store';

const LOG_LEVELS: readonly ClientLogLevel[] = ['DEBUG', 'INFO', 'WARN', 'ERROR'];
const isLogLevel = (value: unknown): value is ClientLogLevel => LOG_LEVELS.includes(value as ClientLogLevel);

/**
 * Stand-ins for two third-party services the frontend talks to (SPEC §7): the client-error log
 * collector and the visit tracker. Neither needs a token: they are not the lending API.
 */
export function registerTelemetryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { telemetry } = ctx.store;

  app.post('/logs', async (request, reply) => {
    const body = asRecord(request.body);
    const violations = new ViolationList();
    const appName = readString(body, 'appName');
    const message = readString(body, 'message');
    const versionLogger = readString(body, 'versionLogger');
    if (!appName) violations.add('appName', MESSAGES.required);
    if (message === undefined) violations.add('message', MESSAGES.required);
    if (!isLogLevel(body.level)) violations.add('level', MESSAGES.select);
    if (!versionLogger) violations.add('versionLogger', MESSAGES.required);
    violations.throwIfAny();
    telemetry.addLog({
      appName: appName ?? '',
      message: message ?? '',
      payload: body.payload ?? null,
      level: isLogLevel(body.level) ? body.level : 'ERROR',
      versionLogger: versionLogger ?? '',
      receivedAt: new Date(ctx.now()).toISOString(),
    });
    return reply.code(202).send({ accepted: true });
  });

  /** A returning visitor sends the id it has; a new one gets a fresh id. */
  app.get('/visit', async (request) => {
    telemetry.visits += 1;
    const known = readString(asRecord(request.query), 'clientUuid');
    return { clientUuid: known && /^[0-9a-f-]{36}$/i.test(known) ? known : uuid() };
  });
}
