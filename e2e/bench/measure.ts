import { request as playwrightRequest, type Browser, type CDPSession, type Page } from '@playwright/test';
import { signInWithCookies } from '../lib/dev-api';
import { product, shellOrigin } from '../lib/product';
import { pageTakenOver } from '../lib/taken-over';
import { libraryMarkers, type BenchRoute } from './routes';

/** The product the bench visits: `npm start`'s, or the copy of the test worker that measures. */
export const baseUrl = shellOrigin;
export const cpuSlowdown = 4;

export type PageSample = {
  jsRawBytes: number;
  jsGzipBytes: number;
  /** Stylesheets as sent (gzip), until the page is quiet for good. */
  cssGzipBytes: number;
  /** JS as sent (gzip) asked for after the first quiet moment: what the page fetches once it looks done. */
  lateJsGzipBytes: number;
  requests: number;
  lcpMs: number | null;
  contentVisibleMs: number;
  /** The longest main-thread task of the visit (0: none over 50 ms), and the script that ran longest in its frame. */
  longestTaskMs: number;
  longestTaskScript: string | null;
  /** Every task over 50 ms while the page loaded (Long Animation Frames), longest first: its time and the script that ran longest in it. */
  longTasks: Array<{ ms: number; script: string | null }>;
  libraryCopies: Record<string, number>;
};

type Transfer = { url: string; kind: 'script' | 'style' | 'other'; sentAt: number; encoded: number; decoded: number };

/** After the first quiet moment, how long the network must stay quiet before the page counts as done (late loads are measured until then). */
export const settledQuietMs = 1000;

/** Counts what the page fetches, from the DevTools protocol's network events. */
class NetworkLog {
  private readonly transfers = new Map<string, Transfer>();
  private readonly sentAt = new Map<string, number>();
  private readonly scriptBodies: Array<Promise<string>> = [];
  private readonly inFlight = new Set<string>();
  private lastActivity = performance.now();

  constructor(private readonly cdp: CDPSession, page: Page) {
    cdp.on('Network.requestWillBeSent', ({ requestId }) => {
      this.inFlight.add(requestId);
      if (!this.sentAt.has(requestId)) this.sentAt.set(requestId, performance.now());
      this.lastActivity = performance.now();
    });
    const settled = ({ requestId }: { requestId: string }) => {
      this.inFlight.delete(requestId);
      this.lastActivity = performance.now();
    };
    cdp.on('Network.loadingFailed', settled);
    cdp.on('Network.loadingFinished', settled);
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      // A script fetched ahead of time (a prefetch, as `fetch`) is JS all the same: its type says so.
      const kind = type === 'Script' || /javascript/i.test(response.mimeType) ? 'script' : type === 'Stylesheet' || /text\/css/i.test(response.mimeType) ? 'style' : 'other';
      this.transfers.set(requestId, { url: response.url, kind, sentAt: this.sentAt.get(requestId) ?? performance.now(), encoded: 0, decoded: 0 });
    });
    cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
      const transfer = this.transfers.get(requestId);
      if (transfer) transfer.decoded += dataLength;
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const transfer = this.transfers.get(requestId);
      if (transfer) transfer.encoded = encodedDataLength;
    });
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') this.scriptBodies.push(response.text().catch(() => ''));
    });
  }

  reset() {
    this.transfers.clear();
    this.sentAt.clear();
    this.scriptBodies.length = 0;
  }

  /**
   * Resolves once no request has been in flight for `quietMs` (Playwright's 'networkidle' is a
   * once-per-load lifecycle event; it never came on some pages after a same-document navigation).
   */
  async quiet(quietMs = 500, timeoutMs = 30_000): Promise<void> {
    const deadline = performance.now() + timeoutMs;
    while (this.inFlight.size > 0 || performance.now() - this.lastActivity < quietMs) {
      if (performance.now() > deadline) throw new Error(`the network did not go quiet within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /**
   * What was fetched: JS asked for before `lateFrom` (a `performance.now()`; none: everything) is the
   * first load, JS asked for after it is late; stylesheets whenever they came.
   */
  async summary(lateFrom = Number.POSITIVE_INFINITY) {
    const all = [...this.transfers.values()];
    const scripts = all.filter((transfer) => transfer.kind === 'script' && transfer.sentAt < lateFrom);
    const lateScripts = all.filter((transfer) => transfer.kind === 'script' && transfer.sentAt >= lateFrom);
    const bodies = await Promise.all(this.scriptBodies);
    const libraryCopies = Object.fromEntries(
      Object.entries(libraryMarkers).map(([name, marker]) => [name, bodies.filter((body) => body.includes(marker)).length]),
    );
    const gzip = (transfers: Transfer[]) => transfers.reduce((sum, transfer) => sum + transfer.encoded, 0);
    return {
      requests: all.length,
      jsRawBytes: scripts.reduce((sum, s) => sum + s.decoded, 0),
      jsGzipBytes: gzip(scripts),
      cssGzipBytes: gzip(all.filter((transfer) => transfer.kind === 'style')),
      lateJsGzipBytes: gzip(lateScripts),
      libraryCopies,
    };
  }
}

/** Records LCP and the moment a selector first appears, measured inside the page. */
const observerScript = `
  window.__bench = { lcp: null, visible: {}, longestTask: 0, longestTaskScript: null, frames: [] };
  // Tasks over 50 ms, and the long frames with the scripts that ran in them (which script a task was).
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.longestTask = Math.max(window.__bench.longestTask, entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
    new PerformanceObserver((list) => {
      for (const frame of list.getEntries()) {
        const script = [...frame.scripts].sort((a, b) => b.duration - a.duration)[0];
        window.__bench.frames.push({ duration: frame.duration, script: script ? script.sourceURL || script.invoker : null });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  }
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    window.__bench.lcp = entries[entries.length - 1].startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  window.__benchWatch = (selector) => {
    const check = () => {
      if (window.__bench.visible[selector] === undefined && document.querySelector(selector)) {
        window.__bench.visible[selector] = performance.now();
      }
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
    check();
  };
`;

async function openPage(browser: Browser, route: BenchRoute, cpuRate = cpuSlowdown) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ru-RU' });
  await context.addInitScript(observerScript);
  if (route.signedIn) {
    const api = await playwrightRequest.newContext();
    await signInWithCookies(api, context, undefined, baseUrl).finally(() => api.dispose());
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  return { context, page, log: new NetworkLog(cdp, page) };
}

type BenchWindow = {
  __bench: { lcp: number | null; visible: Record<string, number>; longestTask: number; frames: Array<{ duration: number; script: string | null }> };
  __benchWatch: (s: string) => void;
};

async function waitVisible(page: Page, selector: string): Promise<number> {
  await page.waitForFunction((s) => (window as unknown as BenchWindow).__bench.visible[s] !== undefined, selector, {
    timeout: 30_000,
  });
  return page.evaluate((s) => (window as unknown as BenchWindow).__bench.visible[s]!, selector);
}

const partsByPort: Record<string, string> = Object.fromEntries(
  Object.entries(product.deployment.origins).map(([part, origin]) => [new URL(origin!).port, part]),
);

/** A script by its part and file, without the content hash: `shell main`, `mf-blog remoteEntry`; the page itself for an inline one. */
export function scriptLabel(url: string | null): string | null {
  if (!url) return null;
  if (!/^https?:/.test(url)) return url;
  try {
    const parsed = new URL(url, baseUrl);
    const file = parsed.pathname.split('/').pop() || 'страница';
    return `${partsByPort[parsed.port] ?? parsed.host} ${file.replace(/\.[0-9a-f]{10}\.js$/, '').replace(/\.js$/, '')}`;
  } catch {
    return url;
  }
}

/** A first visit in a fresh context: everything the route needs, from an empty cache. */
export async function coldVisit(browser: Browser, route: BenchRoute, { cpuRate = cpuSlowdown } = {}): Promise<PageSample> {
  const { context, page, log } = await openPage(browser, route, cpuRate);
  await page.addInitScript((selector) => {
    document.addEventListener('DOMContentLoaded', () => (window as unknown as BenchWindow).__benchWatch(selector));
  }, route.content);
  await page.goto(baseUrl + route.path, { waitUntil: 'domcontentloaded' });
  const contentVisibleMs = await waitVisible(page, route.content);
  // The first quiet moment comes once the page's code has taken the page over (a pause of the
  // network while a slow CPU runs what arrived is not one): what it asks for from then on is late.
  await pageTakenOver(page, 30_000);
  await log.quiet();
  const lateFrom = performance.now();
  // An element is in the DOM before it is painted, and its LCP entry is delivered after the paint:
  // let two frames be painted and the observer run before reading (a slowed CPU delays both).
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 250)))),
  );
  const { lcp: lcpMs, longestTask, frames } = await page.evaluate(() => (window as unknown as BenchWindow).__bench);
  const longestFrame = [...frames].sort((a, b) => b.duration - a.duration)[0];
  const longTasks = frames
    .filter((frame) => frame.duration > 50)
    .sort((a, b) => b.duration - a.duration)
    .map((frame) => ({ ms: Math.round(frame.duration), script: scriptLabel(frame.script) }));
  await log.quiet(settledQuietMs);
  const summary = await log.summary(lateFrom);
  await context.close();
  return {
    ...summary,
    lcpMs,
    contentVisibleMs,
    longestTaskMs: Math.round(longestTask),
    longestTaskScript: longestTask > 0 && longestFrame?.script ? new URL(longestFrame.script, baseUrl).pathname.split('/').pop() ?? null : null,
    longTasks,
  };
}

/** From `/`, fully loaded, a client-side navigation to the route: what it costs on top. */
export async function warmNavigation(browser: Browser, route: BenchRoute): Promise<PageSample> {
  const { context, page, log } = await openPage(browser, route);
  await page.goto(baseUrl + '/', { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('[data-testid="loan-calculator"]');
  await log.quiet();
  log.reset();
  const started = await page.evaluate(
    ({ path, selector }) => {
      const bench = window as unknown as BenchWindow;
      delete bench.__bench.visible[selector];
      const start = performance.now();
      bench.__benchWatch(selector);
      history.pushState({}, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
      return start;
    },
    { path: route.path, selector: route.content },
  );
  const visibleAt = await waitVisible(page, route.content);
  await log.quiet();
  const summary = await log.summary();
  await context.close();
  return { ...summary, lcpMs: null, contentVisibleMs: visibleAt - started, longestTaskMs: 0, longestTaskScript: null, longTasks: [] };
}
