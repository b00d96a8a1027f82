import type { Page, Request } from '@playwright/test';
import { shellOrigin } from './product';

/** What a page tried that would have taken the borrower off the site, or run script. */
export type Departures = {
  /** Top-level navigations of the page to another origin (each blocked before it left). */
  left: string[];
  /** Requests of any kind to a host that is not this machine (each blocked). */
  foreign: string[];
  /** alert/confirm/prompt dialogs: script that ran. */
  dialogs: string[];
};

const isLoopback = (url: URL) => url.hostname === '127.0.0.1';

/**
 * Watches `page` for the rest of the test: every top-level navigation whose origin is not the
 * shell's is blocked and counted, every request off this machine is blocked and counted (tests
 * reach 127.0.0.1 only), every dialog is dismissed and counted.
 */
export async function watchDepartures(page: Page): Promise<Departures> {
  const departures: Departures = { left: [], foreign: [], dialogs: [] };
  const isTopLevel = (request: Request) => request.isNavigationRequest() && request.frame() === page.mainFrame();
  await page.context().route('**/*', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (isTopLevel(request) && url.origin !== shellOrigin) {
      departures.left.push(request.url());
      await route.abort('blockedbyclient');
    } else if (!isLoopback(url)) {
      departures.foreign.push(request.url());
      await route.abort('blockedbyclient');
    } else {
      await route.fallback();
    }
  });
  page.on('dialog', (dialog) => {
    departures.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return departures;
}

/**
 * An in-app navigation to `path`, as the router sees a back/forward step: the route steps run
 * again without a page load, so a corpus of targets needs one page load, not one each.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}
