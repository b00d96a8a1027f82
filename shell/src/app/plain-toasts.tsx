import { useEffect, useSyncExternalStore } from 'react';
import { toastQueue } from './toast-queue';

/** While antd's toasts cannot be fetched: each toast raised meanwhile goes to the plain ones. */
export function DrawPlainly({ count }: { count: number }) {
  useEffect(() => toastQueue.showPlainly(), [count]);
  return null;
}

/**
 * Toasts drawn by the shell's own code, for when antd's cannot be fetched: the same place (top
 * right), words and life (3 s, not closable), in plain markup (index.html's stylesheet).
 */
export function PlainToasts() {
  const plain = useSyncExternalStore(toastQueue.subscribe, toastQueue.plain, toastQueue.plain);
  if (plain.length === 0) return null;
  return (
    <div className="plain-toasts">
      {plain.map(({ id, toast }) => (
        <div key={id} className={`app-toast app-toast-${toast.kind}`} role={toast.kind === 'error' || toast.kind === 'warning' ? 'alert' : 'status'}>
          <strong>{toast.summary}</strong>
          {toast.detail ? <div>{toast.detail}</div> : null}
        </div>
      ))}
    </div>
  );
}
