/**
 * The page's one toast API. The shell registers the renderer (top right, 3 s, not closable);
 * remotes and the API client only describe what to say. Toasts raised before the shell is ready
 * are queued, so nothing said at start-up is lost.
 */
export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export type Toast = { kind: ToastKind; summary: string; detail?: string };

export type ToastRenderer = (toast: Toast) => void;

/** SPEC §8 and §9. */
export const toastDurationMs = 3000;

let renderer: ToastRenderer | null = null;
const pending: Toast[] = [];

export function registerToastRenderer(next: ToastRenderer): () => void {
  renderer = next;
  pending.splice(0).forEach(next);
  return () => {
    if (renderer === next) renderer = null;
  };
}

export function showToast(toast: Toast): void {
  if (renderer) renderer(toast);
  else pending.push(toast);
}

export const toastSuccess = (summary: string, detail?: string) =>
  showToast({ kind: 'success', summary, detail });

export const toastError = (summary: string, detail?: string) =>
  showToast({ kind: 'error', summary, detail });
