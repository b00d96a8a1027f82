import { useUnit } from 'effector-react';
import { Link, useNavigate } from 'shared-contracts/router';
import { links, routePaths } from 'shared-contracts/routes';
import { $isAuthenticated, $loyaltyActive, $user, signedOut } from 'shared-contracts/session';
import { Button, Dropdown, type MenuProps } from 'ui-kit';

/** SPEC §2's account menu, in order; the loyalty entry only while the programme is active. */
function accountMenu(loyaltyActive: boolean): MenuProps['items'] {
  return [
    { key: routePaths.profile, label: 'Профиль' },
    { key: routePaths.score, label: 'Кредитный рейтинг' },
    { key: links.applyForLoan, label: 'Подать заявку' },
    { key: links.historyList, label: 'История заявок' },
    { key: `${routePaths.personalOffers}?type=loans`, label: 'Персональные предложения' },
    ...(loyaltyActive ? [{ key: routePaths.loyalty, label: 'Программа лояльности' }] : []),
    { type: 'divider' },
    { key: 'logout', label: 'Выйти', danger: true },
  ];
}

export function Header() {
  const [user, isAuthenticated, loyaltyActive, handleSignedOut] = useUnit([$user, $isAuthenticated, $loyaltyActive, signedOut]);
  const navigate = useNavigate();

  const handleMenuClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') handleSignedOut();
    else navigate(key);
  };

  return (
    <header className="app-header">
      <Link to="/" className="app-header-logo">
        <span>Займ</span> онлайн
      </Link>
      {isAuthenticated ? (
        <div className="app-header-user">
          <Dropdown menu={{ items: accountMenu(loyaltyActive), onClick: handleMenuClick }} trigger={['click']}>
            <Button data-testid="account-menu">{user?.fio || 'Личный кабинет'}</Button>
          </Dropdown>
        </div>
      ) : (
        <Link to={routePaths.auth}>
          <Button type="primary">Войти</Button>
        </Link>
      )}
    </header>
  );
}
