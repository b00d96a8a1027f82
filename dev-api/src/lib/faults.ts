import { errorTexts } from '@microloans/shared-contracts/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DevStore } from '../state/dev-store';

export const DEV_PREFIX = '/__dev';

export const pathOf = (url: string): string => {
  const index = url.indexOf('?');
  return index === -1 ? url : url.slice(0, index);
};

export const isDevPath = (path: string): boolean => path === DEV_PREFIX || path.startsWith(`${DEV_PREFIX}/`);

export function defaultFaultBody(status: number): unknown {
  if (status === 429) return { code: 'too_many_requests', message: errorTexts.rateLimit };
  if (status >= 500) return { code: 'server_error' };
  if (status === 401) return { code: 'token_invalid', message: 'Токен недействителен' };
  if (status === 403) return { code: 'forbidden', message: 'Доступ запрещён' };
  if (status === 404) return { code: 'not_found', message: 'Не найдено' };
  if (status === 422) return { title: 'Validation failed', violations: [] };
  return { code: 'fault_injected', message: `Injected fault ${status}` };
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Global onRequest hook: counts the call, then applies a pending fault (before any auth check). */
export function createFaultHook(dev: DevStore) {
  return async function faultHook(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const path = pathOf(request.url);
    if (isDevPath(path)) return undefined;
    const route = request.routeOptions.url;
    if (request.method !== 'OPTIONS') dev.countCall(request.method, path, route);
    const fault = dev.takeFault(request.method, path, route);
    if (!fault) return undefined;
    if (fault.delayMs > 0) await sleep(fault.delayMs);
    if (fault.status === null) return undefined;
    const body = fault.body === undefined ? defaultFaultBody(fault.status) : fault.body;
    reply.code(fault.status);
    if (fault.status === 204 || body === null) return reply.send();
    return reply.send(body);
  };
}
