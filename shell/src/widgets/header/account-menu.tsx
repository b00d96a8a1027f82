import { useUnit } from 'effector-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from '@microloans/platform/router';
import { links, routePaths } from '@microloans/shared-contracts/routes';
import { $loyaltyActive, signedOut } from '@microloans/platform';
import { Button } from '@microloans/ui-kit';
import { Dropdown, type MenuProps } from '@microloans/ui-kit/menus';

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

export type AccountMenuProps = {
  name: string;
  /**
   * The borrower tapped the button (or pressed Enter on it) while this code was on its way: open at
   * once, from the keyboard with the focus on the first entry.
   */
  earlyTap?: 'pointer' | 'keyboard';
  /** Called once the early tap has been honoured, so a later mount does not open by itself. */
  onEarlyTapHonoured?: () => void;
  /** The header's own button, drawn while this code is on its way or cannot be had. */
  fallback?: ReactNode;
};

/** The signed-in borrower's menu; loaded only for a signed-in borrower (it brings ui-kit/menus). */
export default function AccountMenu({ name, earlyTap, onEarlyTapHonoured }: AccountMenuProps) {
  const [loyaltyActive, handleSignedOut] = useUnit([$loyaltyActive, signedOut]);
  const [open, setOpen] = useState(earlyTap !== undefined);
  // Opened from the keyboard, focus goes into the menu (arrows move, Enter picks, Escape closes);
  // opened by a tap or a click, it stays where the pointer is.
  const [fromKeyboard, setFromKeyboard] = useState(earlyTap === 'keyboard');
  useEffect(() => {
    if (earlyTap) onEarlyTapHonoured?.();
    // Only the mount matters: it is when the early tap is honoured.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const navigate = useNavigate();

  const handleMenuClick: MenuProps['onClick'] = ({ key }) => {
    setOpen(false);
    if (key === 'logout') handleSignedOut();
    else navigate(key);
  };

  return (
    <Dropdown
      menu={{ items: accountMenu(loyaltyActive), onClick: handleMenuClick }}
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      autoFocus={fromKeyboard}
    >
      <Button
        data-testid="account-menu"
        aria-haspopup="menu"
        aria-expanded={open}
        onKeyDown={() => setFromKeyboard(true)}
        onPointerDown={() => setFromKeyboard(false)}
      >
        {name}
      </Button>
    </Dropdown>
  );
}
