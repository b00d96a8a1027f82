import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { $appError, queriesPurged } from '@microloans/platform';
import type { CompaniesDto, OfferDto, OffersDto } from '@microloans/shared-contracts/api';
import { openExternal } from '@microloans/shared-contracts/navigation';
import { preloadRouteAttribute } from '@microloans/shared-contracts/routes';
import { UiProvider } from '@microloans/ui-kit';
import { shopwindowApi } from '../../entities/offer/api';
import { installAntdJsdomShims } from '../../shared/testing/antd-in-jsdom';
import { PersonalOffersPage } from './index';

jest.mock('../../entities/offer/api', () => ({ shopwindowApi: { getOffers: jest.fn(), getCompanies: jest.fn() } }));
jest.mock('@microloans/shared-contracts/navigation', () => ({ openExternal: jest.fn(() => true) }));
// The page reads only the query string; a real router in jsdom needs more than it gives.
let mockQuery = '';
const mockNavigate = jest.fn();
jest.mock('@microloans/platform/router', () => ({
  useSearchParams: () => [new URLSearchParams(mockQuery)],
  useNavigate: () => mockNavigate,
}));
const getOffers = jest.mocked(shopwindowApi.getOffers);
const getCompanies = jest.mocked(shopwindowApi.getCompanies);
const openExternalMock = jest.mocked(openExternal);

const leadUuid = '0b6a1f7e-0003-4a10-8000-000000000003';

const offer = (id: number, companyId: number, approvalProbability: number, isBest = false): OfferDto => ({
  id,
  companyId,
  companyName: `Компания ${companyId}`,
  amount: { min: 1000, max: 30000 },
  term: { min: 5, max: 30 },
  rate: 0.8,
  approvalProbability,
  url: `https://example.org/lenders/${companyId}?offer=${id}&lead=${leadUuid}`,
  isBest,
});

const personalAnswer: OffersDto = {
  scenario: 'personal',
  uuid: leadUuid,
  offers: [offer(101, 1, 92, true), offer(102, 2, 85), offer(105, 5, 71)],
};

const companiesAnswer: CompaniesDto = {
  companies: [
    { id: 1, name: 'МКК «Займ Экспресс»', logoUrl: null, license: '№ 1903045009101 от 12.03.2019' },
    { id: 2, name: 'МФК «Деньги Сразу»', logoUrl: null, license: '№ 1704150008412 от 20.04.2017' },
    { id: 5, name: 'МКК «Кредит Плюс»', logoUrl: null, license: '№ 1803550009012 от 15.05.2018' },
  ],
};

const serverError = { kind: 'server', status: 500, message: 'Упс, что-то пошло не так...' };

beforeAll(installAntdJsdomShims);

beforeEach(() => {
  getOffers.mockReset().mockResolvedValue(personalAnswer);
  getCompanies.mockReset().mockResolvedValue(companiesAnswer);
  mockNavigate.mockReset();
  openExternalMock.mockClear();
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** A fresh page: its own scope, and no answers cached by an earlier test. */
async function renderPage(query = 'type=loans'): Promise<Scope> {
  mockQuery = query;
  const scope = fork();
  await allSettled(queriesPurged, { scope });
  render(
    <Provider value={scope}>
      <UiProvider>
        <PersonalOffersPage />
      </UiProvider>
    </Provider>,
  );
  return scope;
}

test('the heading, the intro, skeletons while loading, then the chosen offers with the best one marked', async () => {
  await renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Персональные предложения' })).toBeTruthy();
  expect(screen.getByTestId('personal-offers-intro').textContent).toContain('по вашей последней заявке');
  expect(screen.getByTestId('offers-skeleton').getAttribute('aria-label')).toBe('Загружаем персональные предложения');

  await settle();
  expect(getOffers).toHaveBeenCalledWith({ scenario: 'personal' });
  expect(screen.queryByTestId('offers-skeleton')).toBeNull();
  expect(screen.getByRole('list', { name: 'Предложения по вашей заявке' })).toBeTruthy();
  const cards = screen.getAllByTestId('offer-card');
  expect(cards.map((card) => card.dataset.offerId)).toEqual(['101', '102', '105']);
  expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
    'МКК «Займ Экспресс»',
    'МФК «Деньги Сразу»',
    'МКК «Кредит Плюс»',
  ]);
  expect(screen.getAllByText('Лучшее предложение')).toHaveLength(1);
  expect(within(cards[0] as HTMLElement).getByText('Лучшее предложение')).toBeTruthy();
});

test('«Получить деньги» asks before leaving, as in the shop window', async () => {
  await renderPage();
  await settle();
  fireEvent.click(screen.getByRole('button', { name: 'Получить деньги: МФК «Деньги Сразу»' }));
  // The dialog's module, and with it antd, is loaded by the first press (the page itself draws no antd).
  await waitFor(() => expect(screen.queryByTestId('leave-for-lender-dialog')).not.toBeNull(), { timeout: 15_000 });
  expect(screen.getByTestId('leave-for-lender-dialog').textContent).toContain('Вы переходите на сайт МФК «Деньги Сразу»');
  expect(openExternalMock).not.toHaveBeenCalled();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Перейти' })));
  expect(openExternalMock).toHaveBeenCalledWith(`https://example.org/lenders/2?offer=102&lead=${leadUuid}`, {
    permitted: true,
    newTab: true,
    source: 'lender-offer',
  });
});

test('no application: the empty state sends the borrower to apply', async () => {
  getOffers.mockResolvedValue({ scenario: 'personal', uuid: null, offers: [] });
  await renderPage();
  await settle();
  const empty = screen.getByTestId('offers-empty');
  expect(empty.textContent).toContain('Персональных предложений пока нет');
  expect(empty.textContent).toContain('подайте её — и предложения появятся здесь');
  const apply = within(empty).getByRole('button', { name: 'Подать заявку' });
  expect(apply.getAttribute(preloadRouteAttribute)).toBe('/confirmation?type=loans');
  fireEvent.click(apply);
  expect(mockNavigate).toHaveBeenCalledWith('/confirmation?type=loans');
});

test('an application that no partner lends: the empty state says so, and still offers to apply', async () => {
  getOffers.mockResolvedValue({ scenario: 'personal', uuid: leadUuid, offers: [] });
  await renderPage();
  await settle();
  const empty = screen.getByTestId('offers-empty');
  expect(empty.textContent).toContain('Под сумму вашей последней заявки предложений не нашлось');
  expect(within(empty).getByRole('button', { name: 'Подать заявку' })).toBeTruthy();
});

test('a failure shows the error block; «Повторить» asks again and shows the offers', async () => {
  getOffers.mockRejectedValueOnce(serverError);
  await renderPage();
  await settle();
  const error = screen.getByTestId('offers-error');
  expect(error.textContent).toContain('Не удалось загрузить предложения');
  expect(error.textContent).toContain('Попробуйте ещё раз чуть позже.');
  expect(screen.getByRole('heading', { level: 1, name: 'Персональные предложения' })).toBeTruthy();

  fireEvent.click(within(error).getByRole('button', { name: 'Повторить' }));
  await settle();
  expect(screen.queryByTestId('offers-error')).toBeNull();
  expect(screen.getAllByTestId('offer-card')).toHaveLength(3);
  expect(getOffers).toHaveBeenCalledTimes(2);
});

test('without a type the page is the loans page', async () => {
  const scope = await renderPage('');
  await settle();
  expect(screen.getAllByTestId('offer-card')).toHaveLength(3);
  expect(scope.getState($appError)).toBeNull();
});

test('an unknown type is the 404 screen, and nothing is requested', async () => {
  const scope = await renderPage('type=credits');
  await settle();
  expect(scope.getState($appError)).toEqual({ status: 404 });
  expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  expect(getOffers).not.toHaveBeenCalled();
});
