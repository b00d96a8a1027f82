/**
 * The loading bar's state machine, outside React: how many things are loading (navigations,
 * remote modules), and which phase the bar is in. SPEC §9: the bar appears only when loading
 * lasts over 200 ms (throttle), and fades once everything has loaded.
 */
export const loadingBarThrottleMs = 200;
export const loadingBarFadeMs = 400;

export type LoadingPhase = 'idle' | 'running' | 'finishing';
export type LoadingSnapshot = { phase: LoadingPhase; failed: boolean };

let active = 0;
const atRest: LoadingSnapshot = { phase: 'idle', failed: false };
let snapshot: LoadingSnapshot = atRest;
let timer: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();

function setSnapshot(next: LoadingSnapshot): void {
  if (next.phase === snapshot.phase && next.failed === snapshot.failed) return;
  snapshot = next;
  listeners.forEach((listener) => listener());
}

function clearTimer(): void {
  if (timer) clearTimeout(timer);
  timer = null;
}

function started(): void {
  active += 1;
  if (active > 1 || snapshot.phase === 'running') return;
  clearTimer();
  timer = setTimeout(() => {
    timer = null;
    if (active > 0) setSnapshot({ phase: 'running', failed: false });
  }, loadingBarThrottleMs);
}

function ended(failed: boolean): void {
  active = Math.max(0, active - 1);
  if (failed && snapshot.phase === 'running') setSnapshot({ ...snapshot, failed: true });
  if (active > 0) return;
  clearTimer();
  if (snapshot.phase !== 'running') return;
  setSnapshot({ phase: 'finishing', failed: snapshot.failed || failed });
  timer = setTimeout(() => {
    timer = null;
    setSnapshot({ phase: 'idle', failed: false });
  }, loadingBarFadeMs);
}

/** Starts one loading; call the returned function once when it ends (with `failed` on error). */
export function beginLoading(): (outcome?: { failed: boolean }) => void {
  started();
  let done = false;
  return (outcome) => {
    if (done) return;
    done = true;
    ended(Boolean(outcome?.failed));
  };
}

export const loadingTracker = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): LoadingSnapshot => snapshot,
  /** A page drawn on the server is drawn at rest (and so is the browser's first render of it). */
  getServerSnapshot: (): LoadingSnapshot => atRest,
};
