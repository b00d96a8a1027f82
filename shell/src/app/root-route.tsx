import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { isRouteErrorResponse, Outlet, useLocation, useNavigate, useRouteError } from '@microloans/platform/router';
import { $appError, isModuleUnavailable, onConnectionRestored, type AppError } from '@microloans/platform';
import { ModuleUnavailable } from '@microloans/ui-kit';
import { ErrorScreen } from '../widgets/error-screen';
import { LayoutFor } from '../layouts';
import { reportError } from '../shared/logger';
import { beginLoading } from '../shared/loading';
import { LoadingBar } from '../widgets/loading-bar';
import { NewVersionNotice } from '../features/new-version';
import { screenLayout } from './project-mode';

/** Every page: the loading bar (it follows the router: navigation-loading.ts), the new-version notice, and the page or the error screen. */
export function RootRoute() {
  const appError = useUnit($appError);
  const { key } = useLocation();
  // The error screen stays until the page that follows it is shown: the navigation away clears the
  // error as it starts, and drawing the failed page again meanwhile would raise its error again.
  const [shownAt, setShownAt] = useState<{ key: string; error: AppError } | null>(null);
  if (appError && (shownAt?.error !== appError || shownAt.key !== key)) setShownAt({ key, error: appError });
  const screen = appError ?? (shownAt?.key === key ? shownAt.error : null);

  return (
    <>
      <LoadingBar />
      <NewVersionNotice />
      {screen ? (
        <LayoutFor layout={screenLayout('404')}>
          <ErrorScreen status={screen.status} message={screen.message} />
        </LayoutFor>
      ) : (
        <Outlet />
      )}
    </>
  );
}

/**
 * What a loader or a page threw: its status when it has one (404 for blocked routes), else 500;
 * code the navigation needed that could not be fetched says the connection is missing instead.
 */
export function RootErrorScreen() {
  const error = useRouteError();
  if (isModuleUnavailable(error)) return <NavigationUnavailable offline={error.offline} />;
  return <FailureScreen error={error} />;
}

/** The navigation's code did not arrive: «Повторить» (or the connection coming back) runs it again. */
function NavigationUnavailable({ offline }: { offline: boolean }) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  // The same address again: the route steps run anew (`shouldRevalidate`).
  const retry = () => void navigate(`${pathname}${search}${hash}`, { replace: true });
  useEffect(() => onConnectionRestored(retry));
  return (
    <>
      <LoadingBar />
      <LayoutFor layout={screenLayout('404')}>
        <ModuleUnavailable offline={offline} retry={retry} />
      </LayoutFor>
    </>
  );
}

function FailureScreen({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) && (error.status === 404 || error.status === 406) ? error.status : 500;
  useEffect(() => {
    if (status === 500) reportError(error, { kind: 'route-error' });
    beginLoading()({ failed: true });
  }, [error, status]);
  return (
    <>
      <LoadingBar />
      <LayoutFor layout={screenLayout('404')}>
        <ErrorScreen status={status} message={isRouteErrorResponse(error) ? String(error.data ?? '') : undefined} />
      </LayoutFor>
    </>
  );
}
