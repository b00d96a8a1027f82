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

type Wait = { turn: number; then: 'run' | 'rest' };
const waitFx = createEffect(({ turn, then }: Wait) =>
  new Promise<Wait>((resolve) => setTimeout(() => resolve({ turn, then }), then === 'run' ? loadingBarThrottleMs : loadingBarFadeMs)),
);

/**
 * How many things are loading, the bar's phase, and the turn of the latest wait (a throttle or a
 * fade): a wait whose turn is no longer the latest does nothing.
 */
const $state = createStore({ active: 0, turn: 0, ...atRest }, { serialize: 'ignore' })
  // The first of overlapping loadings starts the throttle (a fade under way is cancelled).
  .on(loadingStarted, (state) => ({ ...state, active: state.active + 1, turn: state.active === 0 && state.phase !== 'running' ? state.turn + 1 : state.turn }))
  .on(loadingEnded, (state, { failed }) => {
    const active = Math.max(0, state.active - 1);
    // A failure while the bar runs turns it red.
    const red = state.failed || (failed && state.phase === 'running');
    if (active > 0) return { ...state, active, failed: red };
    // The last one ended: a bar that was shown finishes and fades; one not shown yet never shows.
    return state.phase === 'idle' ? { ...state, active, turn: state.turn + 1 } : { ...state, active, turn: state.turn + 1, phase: 'finishing' as const, failed: red || failed };
  })
  .on(waitFx.doneData, (state, { turn, then }) => {
    if (turn !== state.turn) return state;
    if (then === 'rest') return { ...state, ...atRest };
    return state.active > 0 ? { ...state, phase: 'running' as const, failed: false } : state;
  });

// Each new turn starts its wait: the throttle while something loads, the fade once the bar finishes.
sample({
  clock: $state.map(({ turn }) => turn).updates,
  source: $state,
  filter: ({ active, phase }) => active > 0 || phase === 'finishing',
  fn: ({ turn, active }): Wait => ({ turn, then: active > 0 ? 'run' : 'rest' }),
  target: waitFx,
});

/** The bar as drawn; at rest on a page the server draws (and in the browser's first draw of it). */
export const $loadingBar = $state.map(({ phase, failed }): LoadingSnapshot => ({ phase, failed }));

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
