import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A page is taken over some hundreds of milliseconds after its first paint: asked often, so a test
 * goes on as soon as it is (the default 100, 250, 500, 1000 ms steps lost up to a second each time).
 */
const takeoverPolls = [50, 100, 200];

/**
 * The element the server drew has been taken over by the page's code (React hydrated it), so a
 * click on it acts: a page drawn on the server shows its buttons before its scripts have run.
 */
export async function takenOver(locator: Locator, timeout?: number): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))), { message: 'taken over by the page’s code', timeout, intervals: takeoverPolls })
    .toBe(true);
}

/**
 * The whole page taken over by its code: the shell's tree hydrated, and every remote's place on it
 * hydrated by that remote's code (a server-drawn place whose code is still on its way has no React
 * fibre yet). A page drawn on the server shows its content before its code has arrived; a test that
 * acts on the page as its code does waits for this first.
 */
export async function pageTakenOver(page: Page, timeout?: number): Promise<void> {
  await expect
    .poll(
      () =>
        // No named function inside (the bench runs this file through tsx, whose helper for names
        // does not exist in the page).
        page.evaluate(() => {
          const root = document.getElementById('root');
          // The root's first element the app draws (React places the stylesheets of a part before
          // it), then each remote's place that holds something.
          const places = [...(root?.querySelectorAll('[data-remote-slot]') ?? [])].map((slot) => slot.firstElementChild).filter((element) => element !== null);
          const drawn = [root?.querySelector(':scope > :not(style, link)') ?? null, ...places];
          return drawn.every((element) => element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$')));
        }),
      { message: 'the page taken over by its code', timeout, intervals: takeoverPolls },
    )
    .toBe(true);
}

/**
 * Counts, from the next navigation's first byte, every removal from the page of an element that
 * matches `selector` (or holds one): a part the server drew and the page's code takes over in
 * place is never removed; one drawn anew is. Call before the navigation; read after it.
 */
export async function countRemovals(page: Page, selector: string): Promise<() => Promise<number>> {
  await page.addInitScript((watched) => {
    const removals = { count: 0 };
    Object.assign(window, { __removals: removals });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && (node.matches(watched) || node.querySelector(watched))) removals.count += 1;
        }
      }
    }).observe(document, { childList: true, subtree: true });
  }, selector);
  return () => page.evaluate(() => (window as unknown as { __removals: { count: number } }).__removals.count);
}
