import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { registerToastRenderer } from '@microloans/platform';
import { $toasts, toastRaised } from './model';

/**
 * The page's toasts (SPEC §8): top right, a summary and a detail line, 3 s, not closable. Drawn by
 * the shell's own code (styles in index.html), not antd's: the toast that says the connection is
 * missing must never need code fetched over that connection. The list is the toasts' model; this
 * component hands the platform's toasts to it and draws them.
 */
export function Toasts() {
  const [shown, raise] = useUnit([$toasts, toastRaised]);
  useEffect(() => registerToastRenderer(raise), [raise]);
  if (shown.length === 0) return null;
  return (
    <div className="app-toasts">
      {shown.map(({ id, toast }) => (
        <div key={id} className={`app-toast app-toast-${toast.kind}`} role={toast.kind === 'error' || toast.kind === 'warning' ? 'alert' : 'status'}>
          <div className="app-toast-summary">{toast.summary}</div>
          {toast.detail ? <div className="app-toast-detail">{toast.detail}</div> : null}
        </div>
      ))}
    </div>
  );
}
