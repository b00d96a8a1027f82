import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { asRecord, readString } from '../lib/body';
import { uuid } from '../lib/random';
import { MESSAGES, ViolationList } from '../lib/violations';
import type { ClientLogLevel } from '../state/telemetry-store';

const LOG_LEVELS: readonly ClientLogLevel[] = ['DEBUG', 'INFO', 'WARN', 'ERROR'];
const isLogLevel = (value: unknown): value is ClientLogLevel => LOG_LEVELS.includes(value as ClientLogLevel);

/**
 * A stand-in for the analytics counter's script (Metrika's tag.js, SPEC §1): it reads nothing from
 * the network and sends nothing. It marks the page's `ym` as loaded, copies the options of every
 * `init` call it finds in the queue to `window.__counterInit` (`{ [counterId]: options }`), and
 * leaves the snippet's stub and its queue `ym.a` in place, so a test can read every call the page
 * makes, before and after the script arrived.
 */
export const COUNTER_TAG_SCRIPT = `(function () {
  var ym = window.ym;
  if (typeof ym !== 'function') return;
  var queue = ym.a || [];
  var inits = window.__counterInit || {};
  for (var i = 0; i < queue.length; i++) {
    var call = queue[i];
    if (call && call[1] === 'init') inits[String(call[0])] = call[2] || {};
  }
  window.__counterInit = inits;
  ym.loaded = true;
})();
`;

/**
 * Stand-ins for the third-party services the frontend talks to (SPEC §1, §7): the client-error log
 * collector, the visit tracker and the analytics counter's script. None needs a token: they are
 * not the lending API.
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

  app.get('/analytics/tag.js', async (_request, reply) =>
    reply
      .header('content-type', 'application/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(COUNTER_TAG_SCRIPT),
  );
}
