import { loadModule } from '@microloans/platform';

/**
 * The sanitiser's code (DOMPurify and our rules, ~11 KB gzip), which a page drawn by the server
 * does not need: what the server sanitised is taken over as it stands (`RichText`). It is loaded
 * when a page first sanitises in the browser — content reached inside the site — or before, on the
 * first intent to follow a link from a page of the blog. The server provides it at start
 * (`provideSanitizer`).
 */
export type Sanitizer = typeof import('./sanitize-html');

let ready: Sanitizer | null = null;
let loading: Promise<Sanitizer> | null = null;

/** The sanitiser when its code is here; null while it is not. */
export const readySanitizer = (): Sanitizer | null => ready;

/** The sanitiser, loaded once (with the page's retries); a failed load is tried again on the next call. */
export function sanitizer(): Promise<Sanitizer> {
  if (ready) return Promise.resolve(ready);
  loading ??= loadModule(() => import('./sanitize-html')).then(
    (module) => (ready = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Where the code is part of the bundle already (the server side): used at once, never loaded. */
export function provideSanitizer(module: Sanitizer): void {
  ready = module;
}

let watchingIntent = false;

/**
 * Loads the sanitiser on the borrower's first intent to move inside the site — a pointer over, a
 * touch on or the focus on a link — so content reached that way rarely waits for it; a page's
 * first load does not carry it.
 */
export function preloadSanitizerOnIntent(): void {
  if (ready || loading || watchingIntent || typeof document === 'undefined') return;
  watchingIntent = true;
  const events = ['pointerover', 'touchstart', 'focusin'] as const;
  const onIntent = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest('a[href]')) return;
    for (const name of events) document.removeEventListener(name, onIntent, true);
    void sanitizer().catch(() => {
      // Tried again where content is drawn (and on the next intent after a reload).
    });
  };
  for (const name of events) document.addEventListener(name, onIntent, { capture: true, passive: true });
}
