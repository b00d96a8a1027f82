import { expect, type Locator } from '@playwright/test';

/**
 * The element the server drew has been taken over by the page's code (React hydrated it), so a
 * click on it acts: a page drawn on the server shows its buttons before its scripts have run.
 */
export async function takenOver(locator: Locator, timeout?: number): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))), { message: 'taken over by the page’s code', timeout })
    .toBe(true);
}
