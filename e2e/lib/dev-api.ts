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
