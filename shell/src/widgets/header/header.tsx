import { useUnit } from 'effector-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'platform/router';
import { routePaths } from 'shared-contracts/routes';
import { $isAuthenticated, $user } from 'platform';
import { Button } from 'ui-kit';

const AccountMenu = lazy(() => import('./account-menu'));

export function Header() {
  const [user, isAuthenticated] = useUnit([$user, $isAuthenticated]);
  const name = user?.fio || 'Личный кабинет';
  // A tap (or Enter) while the menu's code is still on its way is kept, and opens the menu when it
  // arrives; from the keyboard (a click with no pointer, `detail` 0), the menu takes the focus.
  const [openOnArrival, setOpenOnArrival] = useState<false | 'pointer' | 'keyboard'>(false);

  return (
    <header className="app-header">
      <Link to="/" className="app-header-logo">
        <span>Займ</span> онлайн
      </Link>
      {isAuthenticated ? (
        <div className="app-header-user">
          <Suspense
            fallback={
              <Button data-testid="account-menu" aria-haspopup="menu" aria-expanded={false} onClick={(event) => setOpenOnArrival(event.detail === 0 ? 'keyboard' : 'pointer')}>
                {name}
              </Button>
            }
          >
            <AccountMenu
              name={name}
              initiallyOpen={openOnArrival !== false}
              openedFromKeyboard={openOnArrival === 'keyboard'}
              onEarlyTapHonoured={() => setOpenOnArrival(false)}
            />
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
