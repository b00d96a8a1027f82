import { act, fireEvent, render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { $tokens } from '@microloans/platform';
import { BrowserRouter } from '@microloans/platform/router';
import { Header } from './header';

const menuLoaded = jest.fn();

jest.mock('./account-menu', () => {
  menuLoaded();
  return {
    __esModule: true,
    default: ({ earlyTap }: { earlyTap?: string }) => <div data-testid="real-menu" data-early-tap={earlyTap} />,
  };
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

function renderSignedIn() {
  const scope = fork({ values: [[$tokens, { token: 'access', refreshToken: 'refresh' }]] });
  render(
    <Provider value={scope}>
      <BrowserRouter>
        <Header />
      </BrowserRouter>
    </Provider>,
  );
}

test("a signed-in header draws the account button, and fetches the menu's code (it brings antd) only when the borrower reaches for it", async () => {
  renderSignedIn();
  await settle();
  const button = screen.getByTestId('account-menu');
  expect(button.textContent).toBe('Личный кабинет');
  expect(menuLoaded).not.toHaveBeenCalled();

  // Pointing at it fetches the code, but the button stays: a tap under way is not lost to a swap.
  fireEvent.pointerEnter(button);
  await settle();
  expect(menuLoaded).toHaveBeenCalledTimes(1);
  expect(screen.queryByTestId('real-menu')).toBeNull();

  // Using it draws the menu, which opens for the tap that asked for it.
  fireEvent.click(button, { detail: 1 });
  await settle();
  expect(screen.getByTestId('real-menu').dataset.earlyTap).toBe('pointer');
});
