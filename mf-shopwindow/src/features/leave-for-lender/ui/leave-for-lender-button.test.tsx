import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { openExternal } from '@microloans/shared-contracts/navigation';
import { UiProvider } from '@microloans/ui-kit';
import { installAntdJsdomShims } from '../../../shared/testing/antd-in-jsdom';
import { LeaveForLenderButton } from './leave-for-lender-button';

jest.mock('@microloans/shared-contracts/navigation', () => ({ openExternal: jest.fn(() => true) }));
const openExternalMock = jest.mocked(openExternal);

const url = 'https://example.org/lenders/zaim-ekspress?offer=101';

function renderButton() {
  render(
    <UiProvider>
      <LeaveForLenderButton lenderName="МКК «Займ Экспресс»" url={url} />
    </UiProvider>,
  );
}

const dialog = () => screen.queryByTestId('leave-for-lender-dialog');

async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Получить деньги: МКК «Займ Экспресс»' }));
  // The dialog's module, and with it antd, is loaded by the first press (the page itself draws no antd).
  await waitFor(() => expect(dialog()).not.toBeNull(), { timeout: 15_000 });
}

beforeAll(installAntdJsdomShims);

beforeEach(() => openExternalMock.mockClear());

test('the button only asks; «Отмена» closes the dialog without leaving', async () => {
  renderButton();
  await openDialog();
  expect(openExternalMock).not.toHaveBeenCalled();
  expect(dialog()?.textContent).toContain('Вы переходите на сайт МКК «Займ Экспресс»');

  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Отмена' })));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Перейти' })).toBeNull());
  expect(openExternalMock).not.toHaveBeenCalled();
});

test('«Перейти» opens the offer in a new tab, with permission', async () => {
  renderButton();
  await openDialog();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Перейти' })));
  expect(openExternalMock).toHaveBeenCalledTimes(1);
  expect(openExternalMock).toHaveBeenCalledWith(url, { permitted: true, newTab: true, source: 'lender-offer' });
});
