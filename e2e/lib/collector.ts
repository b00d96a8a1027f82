import { expect, type Page } from '@playwright/test';
import type { ClientLogEntry } from './dev-api';
import { pageTakenOver } from './taken-over';

/**
 * The records the page sends to the log collector, in the order it sends them (read from its
 * requests, so a record on its way is counted as soon as it leaves the page). For the rest of the
 * test, across the page's navigations and reloads.
 */
export function watchCollector(page: Page): ClientLogEntry[] {
  const records: ClientLogEntry[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/logs') records.push(sent.postDataJSON() as ClientLogEntry);
  });
  return records;
}

/**
 * Everything the page has logged so far has left it. Once the page is taken over whole (every
 * remote's place hydrated by its code, not only the shell's) and idle (React has no work left: a
 * hydration that found a mismatch has committed and reported it), the page throws a sentinel
 * error, which its logger sends after every record made before it; this waits for that.
 */
export async function collectorCaughtUp(page: Page, records: ClientLogEntry[]): Promise<void> {
  await pageTakenOver(page);
  const sentinel = `e2e: the logger caught up ${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
  await page.evaluate((message) => {
    requestIdleCallback(() => {
      throw new Error(message);
    });
  }, sentinel);
  await expect.poll(() => records.some((record) => record.message === sentinel), { message: 'the page’s logger sent the sentinel' }).toBe(true);
}

/** What the page reported of the server's HTML it could not take over as it was. */
export const hydrationReports = (records: ClientLogEntry[]): string[] =>
  records.filter((record) => record.payload.kind === 'hydration').map((record) => record.message);
