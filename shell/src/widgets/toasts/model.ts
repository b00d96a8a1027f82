import { createEffect, createEvent, createStore, sample } from 'effector';
import { toastDurationMs, type Toast } from '@microloans/platform';

/** A toast on screen, named by its place in the page's toasts. */
export type ShownToast = { id: number; toast: Toast };

/** A part of the page raised a toast (the platform's `registerToastRenderer` hands them here). */
export const toastRaised = createEvent<Toast>();
const toastExpired = createEvent<number>();

const $nextId = createStore(0, { serialize: 'ignore' });
const toastAdded = sample({ clock: toastRaised, source: $nextId, fn: (id, toast): ShownToast => ({ id, toast }) });
$nextId.on(toastAdded, (id) => id + 1);

/** The toasts on screen, each for its 3 s (SPEC §8); never sent with a page the server drew. */
export const $toasts = createStore<readonly ShownToast[]>([], { serialize: 'ignore' })
  .on(toastAdded, (shown, added) => [...shown, added])
  .on(toastExpired, (shown, id) => shown.filter((entry) => entry.id !== id));

const expireFx = createEffect((id: number) => new Promise<number>((resolve) => setTimeout(() => resolve(id), toastDurationMs)));
sample({ clock: toastAdded, fn: ({ id }) => id, target: expireFx });
sample({ clock: expireFx.doneData, target: toastExpired });
