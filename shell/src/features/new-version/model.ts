import { combine, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { createGate } from 'effector-react';
import { fetchDeployedBuildId, runningBuildId } from './deployed-build';
import { pageStartedAt, versionPollIntervalMs } from './version-check';

/**
 * The new-version notice's model: `latest.json` is asked for every 5 minutes counted from the
 * last poll (the first from the page's start) while the tab is visible; a hidden tab asks once it
 * comes back, if a poll is due. A deployment other than the running one is offered as a reload,
 * never done by itself: a borrower may be in the middle of an application.
 */

/** The notice's code is on the page (it arrives a while after the page starts). */
export const NoticeGate = createGate({ name: 'shell.newVersionNotice' });
export const noticeDismissed = createEvent();
const visibilityChanged = createEvent<boolean>();

/** When the last poll started; the next is an interval after it. */
const $lastPollAt = createStore(pageStartedAt, { serialize: 'ignore' });
const $visible = createStore(true, { serialize: 'ignore' }).on(visibilityChanged, (_, visible) => visible);
/** Each scheduling supersedes the one before: a wait whose turn is no longer the latest polls nothing. */
const $turn = createStore(0, { serialize: 'ignore' });

const pollFx = createEffect(async () => ({ startedAt: Date.now(), deployed: await fetchDeployedBuildId() }));
const waitFx = createEffect(({ turn, lastPollAt }: { turn: number; lastPollAt: number }) =>
  new Promise<number>((resolve) => setTimeout(() => resolve(turn), Math.max(0, lastPollAt + versionPollIntervalMs - Date.now()))),
);
/** The tab's visibility, reported to the model while the notice is on the page; the way to stop. */
const watchVisibilityFx = createEffect(() => {
  const report = scopeBind(visibilityChanged, { safe: true });
  const listener = () => report(document.visibilityState !== 'hidden');
  listener();
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
});
const stopWatchingFx = createEffect((stop: () => void) => stop());
const $stopWatching = createStore<(() => void) | null>(null, { serialize: 'ignore' }).on(watchVisibilityFx.doneData, (_, stop) => stop);

export const $newVersionAvailable = createStore(false, { serialize: 'ignore' }).on(
  pollFx.doneData,
  (available, { deployed }) => available || (deployed !== null && deployed !== runningBuildId),
);
const $dismissed = createStore(false, { serialize: 'ignore' }).on(noticeDismissed, () => true);
export const $noticeShown = combine($newVersionAvailable, $dismissed, (available, dismissed) => available && !dismissed);

$lastPollAt.on(pollFx.doneData, (_, { startedAt }) => startedAt);

sample({ clock: NoticeGate.open, target: watchVisibilityFx });
sample({ clock: NoticeGate.close, source: $stopWatching, filter: Boolean, target: stopWatchingFx });
// Gone from the page: no wait of it polls any more.
sample({ clock: NoticeGate.close, source: $turn, fn: (turn) => turn + 1, target: $turn });

// (Re)schedule on opening, on each change of visibility, and after each poll: visible → wait for
// the next poll's time; hidden → no wait runs (its turn is superseded).
const scheduled = sample({ clock: [visibilityChanged, pollFx.finally], source: { turn: $turn, open: NoticeGate.status }, filter: ({ open }) => open, fn: ({ turn }) => turn + 1 });
sample({ clock: scheduled, target: $turn });
sample({
  clock: scheduled,
  source: { visible: $visible, lastPollAt: $lastPollAt },
  filter: ({ visible }) => visible,
  fn: ({ lastPollAt }, turn) => ({ turn, lastPollAt }),
  target: waitFx,
});
sample({ clock: waitFx.doneData, source: $turn, filter: (current, turn) => current === turn, target: pollFx });
