/**
 * The page's one toast API. The shell registers the renderer (top right, 3 s, not closable);
 * remotes and the API client only describe what to say. Toasts raised before the shell is ready
 * are queued, so nothing said at start-up is lost. The same toast raised again while it is still on
 * screen (ten calls failing together) is shown once.
 */
export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export type Toast = { kind: ToastKind; summary: string; detail?: string };

export type ToastRenderer = (toast: Toast) => void;

/** SPEC §8 and §9. */
export const toastDurationMs = 3000;

let renderer: ToastRenderer | null = null;
/** When each toast text was last shown: the same text is not stacked while it is on screen. */
const shownAt = new Map<string, number>();
const pending: Toast[] = [];
const maxPending = 5;

export function registerToastRenderer(next: ToastRenderer): () => void {
  renderer = next;
  shownAt.clear();
  pending.splice(0).forEach(next);
  return () => {
    if (renderer === next) renderer = null;
  };
}

export function showToast(toast: Toast): void {
  const key = `${toast.kind}|${toast.summary}|${toast.detail ?? ''}`;
  const now = Date.now();
  const last = shownAt.get(key);
  if (last !== undefined && now - last < toastDurationMs) return;
  shownAt.set(key, now);
  if (renderer) renderer(toast);
  else {
    // Kept for the renderer only a few at a time: a process that never registers one (a server
    // drawing pages) does not collect every toast its calls raise.
    if (pending.length >= maxPending) pending.shift();
    pending.push(toast);
  }
}

export const toastSuccess = (summary: string, detail?: string) =>
  showToast({ kind: 'success', summary, detail });

export const toastError = (summary: string, detail?: string) =>
  showToast({ kind: 'error', summary, detail });
