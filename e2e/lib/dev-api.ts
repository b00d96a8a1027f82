import type { APIRequestContext } from '@playwright/test';

export const devApiUrl = 'http://127.0.0.1:4000';

export const seededUser = {
  phone: '79990000001',
  password: 'secret1',
  fio: 'Петров Иван Сергеевич',
} as const;

/** Resets dev-api to its seed (its `/__dev/` endpoints are on under `npm start`). */
export async function resetDevApi(request: APIRequestContext): Promise<void> {
  const response = await request.post(`${devApiUrl}/__dev/reset`);
  if (!response.ok()) throw new Error(`dev-api reset failed: ${response.status()}`);
}

export type ClientLogEntry = { appName: string; message: string; payload: Record<string, unknown>; level: string; versionLogger: string };

/** What the log collector and visit tracker stand-ins received since the last reset. */
export async function devTelemetry(request: APIRequestContext): Promise<{ logs: ClientLogEntry[]; visits: number }> {
  const response = await request.get(`${devApiUrl}/__dev/telemetry`);
  return (await response.json()) as { logs: ClientLogEntry[]; visits: number };
}

/** Calls dev-api received since the last reset, keyed `"METHOD /path"`. */
export async function devCalls(request: APIRequestContext): Promise<Record<string, number>> {
  const response = await request.get(`${devApiUrl}/__dev/stats`);
  return ((await response.json()) as { calls: Record<string, number> }).calls;
}
