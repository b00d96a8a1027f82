import { render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { queriesPurged } from '@microloans/platform';
import { blogApi } from '@microloans/shared-contracts/api';
import { UiProvider } from '@microloans/ui-kit';
import { plain, settle } from '../../shared/testing/render-page';
import { CurrencyRates } from './index';
import { formatRate } from './lib/format-rate';

jest.mock('@microloans/shared-contracts/api', () => ({ ...jest.requireActual('@microloans/shared-contracts/api'), blogApi: { currency: jest.fn() } }));
const currency = jest.mocked(blogApi.currency);

async function renderRates() {
  const scope = fork();
  await allSettled(queriesPurged, { scope });
  render(
    <Provider value={scope}>
      <UiProvider>
        <CurrencyRates />
      </UiProvider>
    </Provider>,
  );
}

test('rates read in rubles with kopecks, Russian style', () => {
  expect(plain({ textContent: formatRate(92.35) } as Element)).toBe('92,35 ₽');
  expect(plain({ textContent: formatRate(1234.5) } as Element)).toBe('1 234,50 ₽');
});

test('«Курсы ЦБ»: the dollar, euro and yuan, and the date of the rates', async () => {
  currency.mockResolvedValue({ USD: 92.35, EUR: 100.12, CNY: 12.7, updatedAt: '2024-12-02T09:00:00.000Z' });
  await renderRates();
  expect(screen.getByTestId('currency-loading')).toBeTruthy();
  await settle();
  const widget = screen.getByRole('region', { name: 'Курсы ЦБ' });
  expect(plain(screen.getByTestId('currency-USD'))).toBe('USD92,35 ₽');
  expect(plain(screen.getByTestId('currency-EUR'))).toBe('EUR100,12 ₽');
  expect(plain(screen.getByTestId('currency-CNY'))).toBe('CNY12,70 ₽');
  expect(plain(widget)).toContain('на 2 декабря 2024');
});

test('a failure hides the widget', async () => {
  currency.mockRejectedValue({ kind: 'server', status: 500, message: 'Упс, что-то пошло не так...' });
  await renderRates();
  await settle();
  expect(screen.queryByTestId('currency-widget')).toBeNull();
  expect(screen.queryByTestId('currency-loading')).toBeNull();
});
