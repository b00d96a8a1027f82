import { Fragment, Suspense, useContext, useEffect, useState } from 'react';
import { TakenOverMark } from '../taken-over-mark';
import { isOffline, type ModuleUnavailableError } from '@microloans/platform';
import { useLocation } from '@microloans/platform/router';
import type { RemoteModuleProps, RemoteModuleRef } from '@microloans/shared-contracts/remotes';
import { lazyModule, ModuleUnavailable, type LazyModule } from '@microloans/ui-kit';
import type { PageFrame } from '@microloans/shared-contracts/routes';
import { useNearViewport } from '@microloans/shared-contracts/viewport';
import { beginLoading } from '../loading';
import { PageFrameView } from '../page-frame';
import { reportError } from '../logger';
import { openVisit, remoteFailed } from '../health';
import { activeVersionLabel, loadRemoteModule, servedVersion } from './remote-loader';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteLoading } from './remote-loading';
import { ServerSlotContext } from './server-remotes';

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

/** A remote that does not load while the network answers: only this section is down. */
const sectionDown = (retry: () => void) => (
  <ModuleUnavailable offline={false} retry={retry} title="Раздел временно недоступен" detail="Остальные разделы сайта работают. Попробуйте загрузить этот раздел ещё раз." />
);

const reportFailure = (ref: RemoteModuleRef, optional: boolean) => (error: ModuleUnavailableError | unknown) => {
  if (!optional) beginLoading()({ failed: true });
  reportError(error, { remote: ref.remote, module: ref.module, version: activeVersionLabel(ref.remote) });
};

/** A module that threw as it rendered: logged, and counted against its version's health. */
const reportRenderError = (ref: RemoteModuleRef, optional: boolean) => (error: unknown) => {
  remoteFailed(ref.remote, 'renderErrors');
  reportFailure(ref, optional)(error);
};

/** One loader per remote module (and way of showing its absence), kept for the page's life. */
const lazyRemotes = new Map<string, LazyModule<RemoteModuleProps>>();

/** Forgets every remote module loaded (tests start each case with none). */
export const forgetRemoteModules = (): void => lazyRemotes.clear();

const lazyKey = (ref: RemoteModuleRef, optional: boolean) => `${ref.remote}/${ref.module}${optional ? '?optional' : ''}`;

/**
 * A navigation to a place whose module failed to load before tries it again (the route's preload
 * calls this as the navigation starts); off line, the browser's `online` does it.
 */
export function retryFailedRemote(ref: RemoteModuleRef): void {
  if (isOffline()) return;
  for (const optional of [false, true]) lazyRemotes.get(lazyKey(ref, optional))?.retry();
}

function lazyRemote(ref: RemoteModuleRef, optional: boolean): LazyModule<RemoteModuleProps> {
  const key = lazyKey(ref, optional);
  let component = lazyRemotes.get(key);
  if (!component) {
    component = lazyModule(() => loadRemoteModule(ref), {
      // Without a network, the place says so; a network that answers but no version of the remote
      // that loads is «Раздел временно недоступен». Both with «Повторить», both tried again by
      // themselves when the browser comes back on line.
      unavailable: ({ offline, retry }) => (optional ? null : offline ? <ModuleUnavailable offline retry={retry} /> : sectionDown(retry)),
      onFailed: reportFailure(ref, optional),
    });
    lazyRemotes.set(key, component);
  }
  return component;
}

/**
 * A place on the page filled by a remote module: loading state, what stands in its place when its
 * code cannot be loaded (a retry that really loads again), and its own error boundary for a module
 * that fails as it renders.
 */
export function RemoteSlot({ target, minHeight = 240, optional = false, whenNear = false, frame }: RemoteSlotProps) {
  const { remote, module } = target;
  const [ref, near] = useNearViewport<HTMLDivElement>({ margin: 200, eager: !whenNear });
  // A retry after the module failed as it rendered mounts it afresh.
  const [attempt, setAttempt] = useState(0);
  const serverSlot = useContext(ServerSlotContext);
  const { search } = useLocation();
  const Remote = lazyRemote(target, optional);
  // The module's place is on the page: a visit of the version this visitor is served (its health).
  useEffect(() => {
    const version = near ? servedVersion(remote) : null;
    return version ? openVisit(remote, version) : undefined;
  }, [near, remote, module]);

  const loading = optional ? null : frame ? <PageFrameView frame={frame} search={search} /> : <RemoteLoading minHeight={minHeight} />;

  return (
    <div ref={ref} data-remote-slot={remote} style={optional ? undefined : { minHeight }}>
      {near ? (
        <RemoteErrorBoundary
          key={`${remote}${module}`}
          onError={reportRenderError(target, optional)}
          onRetry={() => setAttempt((n) => n + 1)}
          fallback={(retry) => (
            <>
              {optional ? null : sectionDown(retry)}
              {/* Its «Повторить» acts at once: the place is taken over, by its failure. */}
              <TakenOverMark place={ref} />
            </>
          )}
        >
          <Suspense fallback={loading}>
            <Fragment key={attempt}>
              {serverSlot ? (
                serverSlot(target)
              ) : (
                // eslint-disable-next-line react-hooks/static-components -- made once per module and kept (lazyRemotes): the same component on every render
                <Remote />
              )}
              <TakenOverMark place={ref} />
            </Fragment>
          </Suspense>
        </RemoteErrorBoundary>
      ) : (
        loading
      )}
    </div>
  );
}

