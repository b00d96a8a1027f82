import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { Link } from 'shared-contracts/router';
import { routePaths } from 'shared-contracts/routes';
import { $isAuthenticated, $user } from 'shared-contracts/session';
import { Button } from 'ui-kit';

const AccountMenu = lazy(() => import('./account-menu'));

export function Header() {
  const [user, isAuthenticated] = useUnit([$user, $isAuthenticated]);
  const name = user?.fio || 'Личный кабинет';

  return (
    <header className="app-header">
      <Link to="/" className="app-header-logo">
        <span>Займ</span> онлайн
      </Link>
      {isAuthenticated ? (
        <div className="app-header-user">
          {/* Until the menu's code arrives, the same button, not yet opening anything. */}
          <Suspense fallback={<Button data-testid="account-menu">{name}</Button>}>
            <AccountMenu name={name} />
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
