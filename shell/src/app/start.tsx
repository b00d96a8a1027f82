import { allSettled, fork } from 'effector';
import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import {
  configureApi,
  readTokens,
  captureGlobalErrors,
  configureLogger,
  logError,
  tokensSid,
  appStarted,
} from '@microloans/platform';
import { storageKeys, writeStored } from '@microloans/shared-contracts/storage';
import { leftToBrowserDigest } from '@microloans/shared-contracts/remotes';
import { installCounter } from '../shared/analytics/install-counter';
import { installForgetFailedLoads } from '../shared/federation/forget-failed-loads';
import { providedVersions } from '../shared/federation/provided-versions';
import { bindRemoteStatusesToScope, remoteVersionOfFile, setRemotesManifest } from '../shared/federation/remote-loader';
import { countUncaughtErrors, pageFailed, sendHealthOnLeave, setPageOwner } from '../shared/health';
import { routeAt } from './route-match';
import { showSiteName } from '../shared/page-meta';
import { readOrCreateClientId } from '../shared/runtime/client-id';
import { loadRuntimeFiles } from '../shared/runtime/load-runtime-files';
import { setRuntimeConfig } from '../shared/runtime/runtime-config';
import '../features/session-ended';
import { navigateFx, type NavigationRequest } from '@microloans/platform';
import { App } from './app';
import { createAppRoutePreloader, createAppRouter, type AppRouter } from './router';
import { trackNavigationLoading } from './navigation-loading';
import { bindLoadingToScope } from '../shared/loading';
import { StartupFailure } from './startup-failure';
import { yieldToBrowser } from '../shared/scheduling/yield-to-browser';
import { serverRenderedState } from './server-rendered';

/**
 * A part of the server's page React could not take over as it was (it draws that part anew):
 * logged, so a mismatch between the server's HTML and the browser's is seen, not silently paid for.
 */
function reportHydrationError(error: unknown): void {
  // A place the server left to the browser on purpose (a remote's module it does not render) is
  // drawn here as planned: React reports it too, with the digest the server gave it, but it is no
  // mismatch. A place the server failed to draw has no such digest and is reported.
  if (typeof error === 'object' && error !== null && (error as { digest?: unknown }).digest === leftToBrowserDigest) return;
  // A place the server could not finish (React's #419: it threw or ran out of time there) is the
  // server's failure, counted there; only a real mismatch counts against the page's owner here.
  if (!/#419\b|could not finish this Suspense boundary/.test(error instanceof Error ? error.message : String(error))) pageFailed('hydrationMismatches');
  void logError(error, { kind: 'hydration' });
}

/**
 * Reads the runtime files, points the API client and the federation runtime at them, forks the
 * page's one Effector scope and renders. Remotes render inside this tree and use this scope.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  captureGlobalErrors(window);
  // Each remote version's health: what fails on the page counts against the version it came from.
  countUncaughtErrors(window, remoteVersionOfFile);
  setPageOwner(() => {
    const target = routeAt(window.location.pathname)?.target;
    return target && 'remote' in target ? target.remote : null;
  });
  sendHealthOnLeave(window);
  // A page the server drew, with the state it drew it from: hydrated, not drawn again.
  const serverRendered = serverRenderedState(container);
  // A route's error screen the server drew (a switched-off route's 404) is hydrated too: the router starts with its errors.
  const hydrating = serverRendered?.loaderData
    ? { scope: serverRendered.scope, loaderData: serverRendered.loaderData, errors: serverRendered.routeErrors ?? null }
    : null;
  let root: Root | null = null;
  try {
    const { config, remotes } = await loadRuntimeFiles();
    setRuntimeConfig(config);
    // The next visit's static first frame knows which kind of site this is (index.html).
    writeStored(storageKeys.projectMode, config.projectMode);
    // Titles end with the site's name, read from the page: it is this mode's before anything renders.
    showSiteName(config.projectMode);
    configureLogger({
      url: config.loggerUrl,
      enabled: process.env.NODE_ENV === 'production',
      context: { appVersion: config.version },
    });
    installCounter(config);
    configureApi({ baseUrl: config.apiBaseUrl });
    installForgetFailedLoads();
    setRemotesManifest(remotes, {
      clientId: readOrCreateClientId(),
      provided: providedVersions,
      drawnWith: serverRendered?.drawnWith,
    });
    // The page's scope and router in a task of their own (react-router matches the routes as it
    // is made: ~80 ms on a slow phone).
    await yieldToBrowser();
    // Tokens are known synchronously (cookies), so guards decide right at the first render; the
    // profile and everything else the session loads arrives later, without holding the page back.
    // Models navigate through `navigateFx`; its handler is this page's router, made right after
    // the scope it belongs to.
    let router: AppRouter | null = null;
    const scope = fork({
      // The server's values by sid, and this browser's own tokens (never in the HTML).
      values: { ...(hydrating?.scope ?? {}), [tokensSid]: readTokens() },
      handlers: [[navigateFx, ({ to, replace }: NavigationRequest) => void router?.navigate(to, { replace })]],
    });
    const preloader = createAppRoutePreloader();
    router = createAppRouter(scope, preloader, hydrating ? { loaderData: hydrating.loaderData, errors: hydrating.errors } : undefined);
    bindLoadingToScope(scope);
    bindRemoteStatusesToScope(scope);
    trackNavigationLoading(router);
    // Hydration, React's longest task of the start, begins in a task of its own. `scheduler.yield`
    // resumes here ahead of work queued meanwhile; a back or forward landing in that turn would
    // move the router first, and React would draw the mismatched part anew (reported, not lost).
    await yieldToBrowser();
    const app = <App scope={scope} router={router} preloader={preloader} />;
    if (hydrating) {
      // Not in a transition: hydrated in slices, a part has React's props before it is committed,
      // and a tap landing between two slices would be lost (e2e early-taps: the account menu at 4× CPU).
      hydrateRoot(container, app, { onRecoverableError: reportHydrationError });
      // The route steps of the first page run now, on the page already shown (the server ran
      // those that decide its answer): the visit's token, its tracking parameters, the referral.
      void router.revalidate();
    } else {
      root = createRoot(container);
      const rendering = root;
      // A transition: React renders the page in slices of a few milliseconds and lets the phone answer
      // taps in between, instead of one long task (the static first frame is on screen meanwhile).
      startTransition(() => rendering.render(app));
    }
    void allSettled(appStarted, {
      scope,
      params: { visitTracking: { url: config.visitTrackingUrl ?? null, userAgent: navigator.userAgent } },
    });
  } catch (error) {
    void logError(error, { kind: 'startup' });
    (root ?? createRoot(container)).render(<StartupFailure />);
  }
}
