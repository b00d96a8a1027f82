import type { BrowserContext } from '@playwright/test';

/**
 * Keeps a test on 127.0.0.1 while a borrower leaves for a lender: the lenders' pages
 * (https://example.org/…) are answered here, and anything else off this machine is aborted and
 * reported. Returns the lender pages opened and the requests that tried to leave.
 */
export async function keepTrafficLocal(context: BrowserContext): Promise<{ lenderPages: string[]; leaked: string[] }> {
  const lenderPages: string[] = [];
  const leaked: string[] = [];
  await context.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'example.org' && url.protocol.startsWith('http'),
    (route) => {
      leaked.push(route.request().url());
      return route.abort();
    },
  );
  await context.route('https://example.org/**', (route) => {
    if (route.request().resourceType() === 'document') lenderPages.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<title>Партнёр</title><h1>Сайт партнёра</h1>' });
  });
  return { lenderPages, leaked };
}
