import {
  analyticsCounterId,
  callCounter,
  configureAnalytics,
  installYmStub,
  type CounterInitOptions,
  type PageViewOptions,
  logWarning,
} from '@microloans/platform';
import type { RuntimeConfig } from '@microloans/shared-contracts/config';

/** SPEC §1: click map, link tracking, accurate bounce tracking, session replay. */
export const counterInitOptions = {
  clickmap: true,
  trackLinks: true,
  accurateTrackBounce: true,
  webvisor: true,
} as const satisfies CounterInitOptions;

export type CounterConfig = Pick<RuntimeConfig, 'analyticsCounterId' | 'analyticsScriptUrl'>;

let scriptFailureReported = false;

/**
 * Starts the page's analytics counter from `config.json`, the way Metrika's snippet does: the
 * queue stub, `ym(id, 'init', options)`, and the counter's script added async. Nothing waits for
 * the script; if it cannot load (blocked, offline) the calls stay queued in `ym.a` and one WARN is
 * logged. With no counter id nothing is installed at all and every goal is dropped
 * (shared-contracts/analytics). Never throws.
 */
export function installCounter(config: CounterConfig, doc: Document = document): void {
  configureAnalytics({ counterId: config.analyticsCounterId });
  const counterId = analyticsCounterId();
  if (counterId === null) return;
  try {
    const view = doc.defaultView ?? window;
    installYmStub(view);
    callCounter('init', counterInitOptions);
    const src = config.analyticsScriptUrl;
    if (!src) {
      void logWarning('Счётчик аналитики без analyticsScriptUrl: вызовы остаются в очереди', { counterId });
      return;
    }
    const resolved = new URL(src, doc.baseURI).href;
    if (Array.from(doc.scripts).some((script) => script.src === resolved)) return;
    const script = doc.createElement('script');
    script.async = true;
    script.src = resolved;
    script.addEventListener('error', () => {
      if (scriptFailureReported) return;
      scriptFailureReported = true;
      void logWarning('Скрипт счётчика аналитики не загрузился: вызовы остаются в очереди', { counterId, src: resolved });
    });
    (doc.head ?? doc.documentElement).appendChild(script);
  } catch (error) {
    void logWarning('Счётчик аналитики не установлен', { error: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * A page view after an in-app navigation: `ym(id, 'hit', url)` (with `{ referer, title }` when
 * given; for a SPA the referer is the previous in-app URL). Not for the first page: `init` counts
 * that one itself. Dropped when the counter is off; never throws.
 */
export function reportPageView(url: string, options?: PageViewOptions): void {
  if (options) callCounter('hit', url, options);
  else callCounter('hit', url);
}

/** For tests: the script failure may be reported again. */
export function resetCounterInstall(): void {
  scriptFailureReported = false;
}
