import { toastDurationMs, type Toast } from 'platform';

/**
 * The page's toasts as they are raised (platform's `registerToastRenderer` feeds it), and which of
 * them a view has drawn: antd's notifications (toast-host.tsx) draw them normally, the shell's
 * plain ones (plain-toasts.tsx) when antd's code cannot be fetched. Each toast is drawn once, by
 * whichever is drawing when it comes.
 */
let raised: readonly Toast[] = [];
let drawn = 0;
let plain: ReadonlyArray<{ id: number; toast: Toast }> = [];
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Each toast raised and not drawn yet, now counted as drawn. */
function takeUndrawn(): Toast[] {
  const fresh = raised.slice(drawn);
  drawn = raised.length;
  return fresh;
}

export const toastQueue = {
  raise: (toast: Toast): void => {
    raised = [...raised, toast];
    notify();
  },
  /** How many were raised: a new number is a toast to draw. */
  count: (): number => raised.length,
  takeUndrawn,
  /** The undrawn toasts go to the plain view, each for its 3 s. */
  showPlainly: (): void => {
    const from = drawn;
    const fresh = takeUndrawn().map((toast, offset) => ({ id: from + offset, toast }));
    if (fresh.length === 0) return;
    plain = [...plain, ...fresh];
    notify();
    setTimeout(() => {
      plain = plain.filter(({ id }) => id < from);
      notify();
    }, toastDurationMs);
  },
  plain: () => plain,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
