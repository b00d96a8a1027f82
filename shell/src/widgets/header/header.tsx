import { useUnit } from 'effector-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'platform/router';
import { routePaths } from 'shared-contracts/routes';
import { $isAuthenticated, $user } from 'platform';
import { Button } from 'ui-kit';

const AccountMenu = lazy(() => import('./account-menu'));

type EarlyTap = 'pointer' | 'keyboard' | undefined;

/**
 * The early tap outlives the header it was made on: the first navigation's frame draws a header,
 * then the page draws its own, and a tap made on the first must still open the menu.
 */
let pendingTap: EarlyTap;

export function Header() {
  const [user, isAuthenticated] = useUnit([$user, $isAuthenticated]);
  const name = user?.fio || 'Личный кабинет';
  // A tap (or Enter) while the menu's code is still on its way is kept, and opens the menu when it
  // arrives; from the keyboard (a click with no pointer, `detail` 0), the menu takes the focus.
  const [earlyTap, setEarlyTapState] = useState(() => pendingTap);
  const setEarlyTap = (tap: EarlyTap) => setEarlyTapState((pendingTap = tap));

  return (
    <header className="app-header">
      <Link to="/" className="app-header-logo">
        <span>Займ</span> онлайн
      </Link>
      {isAuthenticated ? (
        <div className="app-header-user">
          <Suspense
            fallback={
              <Button data-testid="account-menu" aria-haspopup="menu" aria-expanded={false} onClick={(event) => setEarlyTap(event.detail === 0 ? 'keyboard' : 'pointer')}>
                {name}
              </Button>
            }
          >
            <AccountMenu name={name} earlyTap={earlyTap} onEarlyTapHonoured={() => setEarlyTap(undefined)} />
          </Suspense>
        </div>
      ) : (
        <Link to={routePaths.auth}>
          <Button type="primary">Войти</Button>
        </Link>
      )}
    </header>
  );
}
