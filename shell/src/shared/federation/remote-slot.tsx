import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import type { RemoteModuleRef } from 'shared-contracts/remotes';
import type { PageFrame } from 'shared-contracts/routes';
import { useNearViewport } from 'shared-contracts/viewport';
import { beginLoading } from '../../widgets/loading-bar';
import { PageFrameView } from '../../widgets/page-frame';
import { reportError } from '../logger';
import { activeVersionLabel, loadRemoteModule } from './remote-loader';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';
import { RemoteLoading } from './remote-loading';

export type RemoteSlotProps = {
  target: RemoteModuleRef;
  /** Placeholder height while loading, so the page does not jump. */
  minHeight?: number;
  /**
   * An extra beside the page (the blog navigation's currency rates): nothing in its place while it
   * loads or when it cannot be loaded — no skeleton, no «Раздел временно недоступен», no red
   * loading bar. A failure is still logged.
   */
  optional?: boolean;
  /**
   * Below the fold: the remote is loaded when the slot comes near the viewport, not with the page
   * (a borrower who never scrolls there never pays for it).
   */
  whenNear?: boolean;
  /** A page with fixed words: while its code loads, they are shown in its card (the first frame), not a bare skeleton. */
  frame?: PageFrame;
};

function lazyRemote(ref: RemoteModuleRef): ComponentType {
  return lazy(() => loadRemoteModule(ref));
}

/**
 * A place on the page filled by a remote module: loading state, its own error boundary, and a
 * retry that really loads again.
 */
export function RemoteSlot({ target, minHeight = 240, optional = false, whenNear = false, frame }: RemoteSlotProps) {
  const { remote, module } = target;
  const [ref, near] = useNearViewport<HTMLDivElement>({ margin: 200, eager: !whenNear });
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React.lazy remembers a rejected load forever.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` is what forces a new load
  const Remote = useMemo(() => lazyRemote(target), [remote, module, attempt]);

  const loading = optional ? null : frame ? <PageFrameView frame={frame} /> : <RemoteLoading minHeight={minHeight} />;

  const handleError = (error: unknown) => {
    if (!optional) beginLoading()({ failed: true });
    reportError(error, { remote, module, version: activeVersionLabel(remote) });
  };

  return (
    <div ref={ref} data-remote-slot={remote} style={optional ? undefined : { minHeight }}>
      {near ? (
        <RemoteErrorBoundary
          key={`${remote}${module}`}
          onError={handleError}
          onRetry={() => setAttempt((n) => n + 1)}
          fallback={(retry) => (optional ? null : <RemoteUnavailable onRetry={retry} />)}
        >
          <Suspense fallback={loading}>
            {/* eslint-disable-next-line react-hooks/static-components -- memoised per attempt on purpose: a retry must mount a fresh lazy component */}
            <Remote />
          </Suspense>
        </RemoteErrorBoundary>
      ) : (
        loading
      )}
    </div>
  );
}
