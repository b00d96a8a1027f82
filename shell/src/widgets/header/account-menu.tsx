import { useUnit } from 'effector-react';
import { useNavigate } from 'shared-contracts/router';
import { links, routePaths } from 'shared-contracts/routes';
import { $loyaltyActive, signedOut } from 'shared-contracts/session';
import { Button } from 'ui-kit';
import { Dropdown, type MenuProps } from 'ui-kit/menus';

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

export type AccountMenuProps = { name: string };

/** The signed-in borrower's menu; loaded only for a signed-in borrower (it brings ui-kit/menus). */
export default function AccountMenu({ name }: AccountMenuProps) {
  const [loyaltyActive, handleSignedOut] = useUnit([$loyaltyActive, signedOut]);
  const navigate = useNavigate();

  const handleMenuClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') handleSignedOut();
    else navigate(key);
  };

  return (
    <Dropdown menu={{ items: accountMenu(loyaltyActive), onClick: handleMenuClick }} trigger={['click']}>
      <Button data-testid="account-menu">{name}</Button>
    </Dropdown>
  );
}
