import { createEffect, createEvent, scopeBind } from 'effector';
import { onConnectionRestored } from './connection';

/** The browser came back on line: what failed for want of a connection may be tried again. */
export const connectionRestored = createEvent();

/** Listens to the browser's `online` for the page's scope (started with the page). */
export const watchConnectionFx = createEffect(() => {
  const restored = scopeBind(connectionRestored, { safe: true });
  onConnectionRestored(() => restored());
});
