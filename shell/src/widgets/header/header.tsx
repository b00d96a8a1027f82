import { useUnit } from 'effector-react';
import { Suspense, useState } from 'react';
import { Link } from '@microloans/platform/router';
import { routePaths } from '@microloans/shared-contracts/routes';
import { $isAuthenticated, $user } from '@microloans/platform';
import { Button, buttonClassName, lazyModule, ModuleUnavailable } from '@microloans/ui-kit';

// Without a connection the menu's place, under its button, says so (and opens once it arrives).
const AccountMenu = lazyModule(() => import('./account-menu'), {
  unavailable: (failure, { fallback }) => (
    <>
      {fallback}
      <div className="account-menu-unavailable">
        <ModuleUnavailable {...failure} />
      </div>
    </>
  ),
});

type EarlyTap = 'pointer' | 'keyboard' | undefined;

/**
 * The early tap outlives the header it was made on: the first navigation's frame draws a header,
 * then the page draws its own, and a tap made on the first must still open the menu.
 */
let pendingTap: EarlyTap;
/** Once used (its first tap re-renders the header), the menu stays drawn by every header of the page. */
let menuUsed = false;

export function Header() {
  const [user, isAuthenticated] = useUnit([$user, $isAuthenticated]);
  const name = user?.fio || 'Личный кабинет';
  // A tap (or Enter) while the menu's code is still on its way is kept, and opens the menu when it
  // arrives; from the keyboard (a click with no pointer, `detail` 0), the menu takes the focus.
  const [earlyTap, setEarlyTapState] = useState(() => pendingTap);
  const setEarlyTap = (tap: EarlyTap) => setEarlyTapState((pendingTap = tap));
  // The menu's code (the drop-down brings antd) is fetched when the borrower reaches for the
  // button — points at it, focuses it — and drawn when they use it, not with every signed-in page:
  // a page that draws no antd of its own then loads none. The button is not swapped before it is
  // used: a tap whose button is replaced between finger down and up would be lost.
  const button = (
    <Button
      data-testid="account-menu"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={AccountMenu.preload}
      onFocus={AccountMenu.preload}
      onClick={(event) => {
        menuUsed = true;
        setEarlyTap(event.detail === 0 ? 'keyboard' : 'pointer');
      }}
    >
      {name}
    </Button>
  );

  return (
    <header className="app-header">
      <Link to="/" className="app-header-logo">
        <span>Займ</span> онлайн
      </Link>
      {isAuthenticated ? (
        <div className="app-header-user">
          {menuUsed ? (
            <Suspense fallback={button}>
              <AccountMenu name={name} earlyTap={earlyTap} onEarlyTapHonoured={() => setEarlyTap(undefined)} fallback={button} />
            </Suspense>
          ) : (
            button
          )}
        </div>
      ) : (
        <Link to={routePaths.auth} className={buttonClassName({ type: 'primary' })}>
          <span>Войти</span>
        </Link>
      )}
    </header>
  );
}
