import { createEffect, createEvent, createStore, sample, scopeBind, type Scope } from 'effector';

/**
 * The loading bar's model: how many things are loading (navigations, remote modules) and which
 * phase the bar is in. SPEC §9: the bar appears only when loading lasts over 200 ms (throttle), and
 * fades once everything has loaded.
 */
export const loadingBarThrottleMs = 200;
export const loadingBarFadeMs = 400;

export type LoadingPhase = 'idle' | 'running' | 'finishing';
export type LoadingSnapshot = { phase: LoadingPhase; failed: boolean };

const atRest: LoadingSnapshot = { phase: 'idle', failed: false };

export const loadingStarted = createEvent();
export const loadingEnded = createEvent<{ failed: boolean }>();

/** The bar as drawn; at rest on a page the server draws (and in the browser's first draw of it). */
export const $loadingBar = createStore<LoadingSnapshot>(atRest, { serialize: 'ignore' });
const $active = createStore(0, { serialize: 'ignore' })
  .on(loadingStarted, (active) => active + 1)
  .on(loadingEnded, (active) => Math.max(0, active - 1));
/** Each wait started supersedes the one before: a wait whose turn is no longer the latest does nothing. */
const $turn = createStore(0, { serialize: 'ignore' });

type Wait = { turn: number; ms: number; then: 'run' | 'rest' };
const waitFx = createEffect(({ turn, ms, then }: Wait) => new Promise<{ turn: number; then: Wait['then'] }>((resolve) => setTimeout(() => resolve({ turn, then }), ms)));

// The first of overlapping loadings: the bar shows if it lasts past the throttle (a fade under way is cancelled).
const firstStarted = sample({ clock: loadingStarted, source: { active: $active, bar: $loadingBar, turn: $turn }, filter: ({ active, bar }) => active === 1 && bar.phase !== 'running' });
sample({ clock: firstStarted, fn: ({ turn }) => turn + 1, target: $turn });
sample({ clock: firstStarted, fn: ({ turn }): Wait => ({ turn: turn + 1, ms: loadingBarThrottleMs, then: 'run' }), target: waitFx });

// A failure while the bar runs turns it red.
$loadingBar.on(loadingEnded, (bar, { failed }) => (failed && bar.phase === 'running' ? { ...bar, failed: true } : bar));

// The last one ended: a bar that was shown finishes and fades; one not shown yet never shows.
const lastEnded = sample({
  clock: loadingEnded,
  source: { active: $active, bar: $loadingBar, turn: $turn },
  filter: ({ active }) => active === 0,
  fn: (state, { failed }) => ({ ...state, failed }),
});
sample({ clock: lastEnded, fn: ({ turn }) => turn + 1, target: $turn });
sample({
  clock: lastEnded,
  filter: ({ bar }) => bar.phase !== 'idle',
  fn: ({ bar, failed }): LoadingSnapshot => ({ phase: 'finishing', failed: bar.failed || failed }),
  target: $loadingBar,
});
sample({ clock: lastEnded, filter: ({ bar }) => bar.phase !== 'idle', fn: ({ turn }): Wait => ({ turn: turn + 1, ms: loadingBarFadeMs, then: 'rest' }), target: waitFx });

const waited = sample({ clock: waitFx.doneData, source: { turn: $turn, active: $active }, filter: ({ turn }, done) => turn === done.turn, fn: ({ active }, { then }) => ({ active, then }) });
sample({ clock: waited, filter: ({ then, active }) => then === 'run' && active > 0, fn: (): LoadingSnapshot => ({ phase: 'running', failed: false }), target: $loadingBar });
sample({ clock: waited, filter: ({ then }) => then === 'rest', fn: () => atRest, target: $loadingBar });

/** The page's scope, once the app has made it: loadings started outside React (a remote's failure) are its. */
let start: () => void = loadingStarted;
let end: (outcome: { failed: boolean }) => void = loadingEnded;
export function bindLoadingToScope(scope: Scope): void {
  start = scopeBind(loadingStarted, { scope });
  end = scopeBind(loadingEnded, { scope });
}

/** Starts one loading; call the returned function once when it ends (with `failed` on error). */
export function beginLoading(): (outcome?: { failed: boolean }) => void {
  start();
  let done = false;
  return (outcome) => {
    if (done) return;
    done = true;
    end({ failed: Boolean(outcome?.failed) });
  };
}
