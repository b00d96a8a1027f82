import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { leadApi, type LeadDto, type LeadStatus } from '@microloans/shared-contracts/api';
import { shopwindowApi } from '../../entities/offer/api';
import { $tokens, queriesPurged } from '@microloans/platform';
import { UiProvider } from '@microloans/ui-kit';
import { installAntdJsdomShims } from '../../shared/testing/antd-in-jsdom';
import { companiesAnswer, offersAnswer } from '../../shared/testing/offers-answers';
import { ShopwindowPage } from './index';

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
const leadByUuid = jest.spyOn(leadApi, 'byUuid');
const leadWithStatus = (status: LeadStatus) => Promise.resolve({ lead: { id: 1, uuid, status } as LeadDto });
const getCompanies = jest.mocked(shopwindowApi.getCompanies);

const uuid = '0b6a1f7e-0001-4a10-8000-000000000001';

const serverError = { kind: 'server', status: 500, message: 'Упс, что-то пошло не так...' };

beforeAll(installAntdJsdomShims);

beforeEach(() => {
  getOffers.mockReset().mockImplementation((params) => Promise.resolve(offersAnswer(params.uuid ?? '')));
  getCompanies.mockReset().mockResolvedValue(companiesAnswer);
  leadByUuid.mockReset().mockImplementation(() => leadWithStatus('pending'));
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const text = (element: HTMLElement) => element.textContent?.replace(/\u00a0/g, ' ');

const borrower = { token: 't1', refresh_token: 'r1', anonym_token: null, anonym_refresh_token: null };
const anonymous = { token: null, refresh_token: null, anonym_token: 'a1', anonym_refresh_token: 'ar1' };

/** A fresh page, for the signed-in borrower unless said otherwise: its own scope, and no answers cached by an earlier test. */
async function renderPage(query: string, { tokens = borrower }: { tokens?: typeof borrower | typeof anonymous } = {}) {
  mockQuery = query;
  const scope = fork({ values: [[$tokens, tokens]] });
  await allSettled(queriesPurged, { scope });
  render(
    <Provider value={scope}>
      <UiProvider>
        <ShopwindowPage />
      </UiProvider>
    </Provider>,
  );
}

test('a lead: the message, skeleton cards while loading, then one card per offer, the best first', async () => {
  await renderPage(`scenario=lead&uuid=${uuid}`);
  expect(screen.getByRole('heading', { level: 1, name: 'Витрина предложений' })).toBeTruthy();
  const message = screen.getByTestId('shopwindow-message');
  expect(message.dataset.scenario).toBe('lead');
  expect(message.textContent).toContain('Заявка отправлена');
  expect(message.textContent).toContain('Решение по заявке придёт в течение 1 дня.');
  expect(screen.getByTestId('offers-skeleton')).toBeTruthy();

  await settle();
  expect(getOffers).toHaveBeenCalledWith({ scenario: 'lead', uuid });
  expect(screen.queryByTestId('offers-skeleton')).toBeNull();
  const cards = screen.getAllByTestId('offer-card');
  expect(cards.map((card) => card.dataset.offerId)).toEqual(['103', '102']);
  const [best, other] = cards as [HTMLElement, HTMLElement];
  expect(within(best).getByText('Лучшее предложение')).toBeTruthy();
  expect(within(other).queryByText('Лучшее предложение')).toBeNull();
  expect(text(best)).toContain('МКК «Лёгкий Займ»');
  expect(text(best)).toContain('Лицензия ЦБ РФ № 2110177000321 от 08.10.2021');
  expect(text(best)).toContain('от 1 000 до 15 000 ₽');
  expect(text(best)).toContain('от 1 до 21 дня');
  expect(text(best)).toContain('0 % в день');
  expect(text(best)).toContain('78 %');
  expect(within(best).getByRole('button', { name: /Получить деньги/ })).toBeTruthy();
});

describe('the notice says where the application stands, never promising a decision it cannot know', () => {
  test.each([
    ['approved', 'Заявка одобрена', 'Решение по заявке уже принято.'],
    ['rejected', 'По заявке отказано', 'Решение по этой заявке уже принято.'],
    ['empty', 'Заявка заполнена не до конца', 'Решение придёт после того, как вы её дозаполните и отправите.'],
  ] as const)('%s: «%s»', async (status, title, text) => {
    leadByUuid.mockImplementation(() => leadWithStatus(status));
    await renderPage(`scenario=lead&uuid=${uuid}`);
    await settle();
    const message = screen.getByTestId('shopwindow-message');
    expect(message.dataset.status).toBe(status);
    expect(message.textContent).toContain(title);
    expect(message.textContent).toContain(text);
    expect(message.textContent).not.toContain('в течение 1 дня');
    expect(leadByUuid).toHaveBeenCalledWith(uuid, { silent: true });
  });

  test('an application the server does not know: «Заявка не найдена»', async () => {
    leadByUuid.mockImplementation(() => Promise.reject({ kind: 'http', status: 404, message: 'Заявка не найдена', code: null }));
    await renderPage(`scenario=lead&uuid=${uuid}`);
    await settle();
    const message = screen.getByTestId('shopwindow-message');
    expect(message.dataset.status).toBe('not-found');
    expect(message.textContent).toContain('Заявка не найдена');
    expect(message.textContent).not.toContain('в течение 1 дня');
  });

  test("one the page cannot read (another account's, no connection): no promise, only the offers", async () => {
    leadByUuid.mockImplementation(() => Promise.reject({ kind: 'http', status: 403, message: '', code: null }));
    await renderPage(`scenario=lead&uuid=${uuid}`);
    await settle();
    const message = screen.getByTestId('shopwindow-message');
    expect(message.dataset.status).toBe('unknown');
    expect(message.textContent).toContain('Предложения партнёров');
    expect(message.textContent).not.toContain('в течение 1 дня');
  });

  test('a visitor who is not signed in is not the application’s borrower: nothing is asked, no promise, the offers all the same', async () => {
    await renderPage(`scenario=lead&uuid=${uuid}`, { tokens: anonymous });
    const message = screen.getByTestId('shopwindow-message');
    expect(message.dataset.status).toBe('unknown');
    expect(message.textContent).toContain('Предложения партнёров');
    await settle();
    expect(leadByUuid).not.toHaveBeenCalled();
    expect(screen.getByTestId('shopwindow-message').dataset.status).toBe('unknown');
    expect(screen.getAllByTestId('offer-card')).toHaveLength(2);
  });

  test('one just sent and waiting: «Заявка отправлена», a decision within 1 day', async () => {
    await renderPage(`scenario=lead&uuid=${uuid}`);
    await settle();
    const message = screen.getByTestId('shopwindow-message');
    expect(message.dataset.status).toBe('pending');
    expect(message.textContent).toContain('Решение по заявке придёт в течение 1 дня.');
  });
});

test('a duplicate says the application already exists', async () => {
  await renderPage(`scenario=duplicate&uuid=${uuid}`);
  const message = screen.getByTestId('shopwindow-message');
  expect(message.dataset.scenario).toBe('duplicate');
  expect(message.textContent).toContain('Заявка с такими паспортными данными уже отправлена');
  await settle();
  expect(getOffers).toHaveBeenCalledWith({ scenario: 'duplicate', uuid });
});

test('a failure shows the error block; «Повторить» asks again and shows the offers', async () => {
  getOffers.mockRejectedValueOnce(serverError);
  await renderPage(`scenario=lead&uuid=${uuid}`);
  await settle();
  const error = screen.getByTestId('offers-error');
  expect(error.textContent).toContain('Не удалось загрузить предложения');
  expect(screen.queryAllByTestId('offer-card')).toHaveLength(0);

  fireEvent.click(within(error).getByRole('button', { name: 'Повторить' }));
  await settle();
  expect(screen.queryByTestId('offers-error')).toBeNull();
  expect(screen.getAllByTestId('offer-card')).toHaveLength(2);
  expect(getOffers).toHaveBeenCalledTimes(2);
  expect(getCompanies).toHaveBeenCalledTimes(1);
});

test('a failure of /companies is the page error too', async () => {
  getCompanies.mockRejectedValueOnce(serverError);
  await renderPage(`scenario=lead&uuid=${uuid}`);
  await settle();
  expect(screen.getByTestId('offers-error')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
  await settle();
  expect(screen.getAllByTestId('offer-card')).toHaveLength(2);
});

test('no offers: the empty state, in Russian', async () => {
  getOffers.mockResolvedValueOnce({ scenario: 'lead', uuid: null, offers: [] });
  await renderPage(`scenario=lead&uuid=${uuid}`);
  await settle();
  const empty = screen.getByTestId('offers-empty');
  expect(empty.textContent).toContain('Подходящих предложений пока нет');
  expect(empty.textContent).toContain('решение по ней придёт в течение 1 дня');
});

test('without scenario and uuid (the standalone page) nothing is requested', async () => {
  await renderPage('');
  await settle();
  expect(screen.getByText('Витрина открывается после отправки заявки')).toBeTruthy();
  expect(screen.queryByTestId('shopwindow-message')).toBeNull();
  expect(getOffers).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Оформить заявку' }));
  expect(mockNavigate).toHaveBeenCalledWith('/confirmation?type=loans');
});
