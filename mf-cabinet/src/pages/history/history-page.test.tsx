import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { $appError, queriesPurged } from '@microloans/platform';
import { BrowserRouter, Route, Routes } from '@microloans/platform/router';
import type { ActivitiesParams, ActivityDto, PagedItemsDto } from '@microloans/shared-contracts/api';
import { UiProvider } from '@microloans/ui-kit';
import { activitiesApi } from '../../entities/activity/api';
import { HistoryPage } from './index';

jest.mock('../../entities/activity/api', () => ({ activitiesApi: { list: jest.fn(), summary: jest.fn() } }));
const list = jest.mocked(activitiesApi.list);

/** jsdom does not scroll (media queries: jest.setup-jsdom.mjs). */
beforeAll(() => {
  Element.prototype.scrollIntoView = () => undefined;
});

const statuses = ['empty', 'pending', 'rejected', 'approved'] as const;

/** `total` applications of the borrower, newest first: ids total..1, a day apart. */
function applications(total: number): ActivityDto[] {
  return Array.from({ length: total }, (_, index) => {
    const id = total - index;
    const status = statuses[index % 4] ?? 'empty';
    const day = new Date(Date.UTC(2024, 11, 2, 10) - index * 86_400_000).toISOString();
    return {
      id: `lead-${id}` as const,
      type: 'lead' as const,
      title: 'Заявка',
      leadId: id,
      uuid: `0b6a1f7e-0000-4a10-8000-${String(id).padStart(12, '0')}`,
      amount: id === 1 ? null : 1000 * id,
      term: index === 1 ? 42 : 7 + index,
      status,
      collected: status !== 'empty',
      createdAt: day,
      updatedAt: day,
    };
  });
}

let stored = applications(4);
const serve = (params: ActivitiesParams = {}): Promise<PagedItemsDto<ActivityDto>> => {
  const page = params.page ?? 1;
  const limit = params.limit ?? 10;
  const matching = stored.filter((item) => !params.status || item.status === params.status);
  return Promise.resolve({ items: matching.slice((page - 1) * limit, page * limit), total: matching.length, page, limit });
};

beforeEach(() => {
  stored = applications(4);
  list.mockReset().mockImplementation(serve);
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const plain = (element: Element) => element.textContent?.replace(/\u00a0/g, ' ') ?? '';
const rows = () => within(screen.getByTestId('history-list')).getAllByRole('listitem');

async function renderAt(path: string): Promise<Scope> {
  window.history.replaceState(null, '', path);
  const scope = fork();
  await allSettled(queriesPurged, { scope });
  render(
    <Provider value={scope}>
      <UiProvider>
        <BrowserRouter>
          <Routes>
            <Route path="/history" element={<HistoryPage />} />
            <Route path="/history/tabs/:tab" element={<HistoryPage />} />
          </Routes>
        </BrowserRouter>
      </UiProvider>
    </Provider>,
  );
  return scope;
}

test('the applications newest first, with amount, term, date, status and their actions', async () => {
  await renderAt('/history/tabs/HistoryList');
  expect(screen.getByRole('heading', { level: 1, name: 'История заявок' })).toBeTruthy();
  expect(screen.getByTestId('history-loading')).toBeTruthy();
  await settle();

  expect(list).toHaveBeenCalledWith({ page: 1, limit: 10 });
  expect(screen.queryByTestId('history-loading')).toBeNull();
  expect(plain(screen.getByTestId('history-count'))).toBe('Всего 4 заявки');
  const [draft, pending, rejected, approved] = rows() as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
  expect(plain(draft)).toContain('4 000 ₽ на 7 дней');
  expect(plain(draft)).toContain('Заявка от 2 декабря 2024');
  expect(plain(draft)).toContain('Не заполнена');
  expect(plain(pending)).toContain('3 000 ₽ на 6 недель');
  expect(plain(pending)).toContain('На рассмотрении');
  expect(plain(rejected)).toContain('Отклонена');
  expect(plain(approved)).toContain('Сумма не указана, срок 10 дней');
  expect(plain(approved)).toContain('Одобрена');

  const resume = within(draft).getByRole('link', { name: 'Продолжить заявку' });
  expect(resume.getAttribute('href')).toBe('/confirmation?type=loans&uuid=0b6a1f7e-0000-4a10-8000-000000000004');
  expect(within(draft).queryByRole('link', { name: 'Смотреть предложения' })).toBeNull();
  // The same words on every row: the row's loan and date tell them apart.
  expect(resume.getAttribute('aria-describedby')).toBeTruthy();
  expect(plain(document.getElementById(resume.getAttribute('aria-describedby') ?? '') as HTMLElement)).toContain('4 000 ₽');

  expect(within(pending).getByRole('link', { name: 'Смотреть предложения' }).getAttribute('href')).toBe(
    '/shopwindow?scenario=lead&uuid=0b6a1f7e-0000-4a10-8000-000000000003',
  );
  expect(within(approved).getByRole('link', { name: 'Подать похожую заявку' }).getAttribute('href')).toBe(
    '/confirmation?type=loans&copy=0b6a1f7e-0000-4a10-8000-000000000001',
  );
  expect(within(rejected).queryByRole('link', { name: 'Продолжить заявку' })).toBeNull();
  // One page: no pager.
  expect(screen.queryByTestId('pager')).toBeNull();
});

test('ten a page; the page is in the address, and choosing one moves the focus to the list', async () => {
  stored = applications(45);
  await renderAt('/history');
  await settle();
  expect(rows()).toHaveLength(10);
  expect(plain(screen.getByTestId('history-count'))).toBe('Всего 45 заявок, страница 1 из 5');
  const pager = screen.getByRole('navigation', { name: 'Страницы списка' });
  expect(within(pager).queryByRole('link', { name: 'Предыдущая страница' })).toBeNull();
  expect(within(pager).getByRole('link', { name: 'Страница 5' }).getAttribute('href')).toBe('/history?page=5');

  fireEvent.click(within(pager).getByRole('link', { name: 'Следующая страница' }));
  // The focus moves with the tap; the navigation follows once the tap's frame is painted.
  expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Все заявки' }));
  await waitFor(() => expect(window.location.search).toBe('?page=2'));
  await settle();
  expect(list).toHaveBeenLastCalledWith({ page: 2, limit: 10 });
  expect(rows()[0]?.dataset.uuid).toBe('0b6a1f7e-0000-4a10-8000-000000000035');

  fireEvent.click(within(screen.getByRole('navigation', { name: 'Страницы списка' })).getByRole('link', { name: 'Страница 5' }));
  await waitFor(() => expect(window.location.search).toBe('?page=5'));
  await settle();
  expect(rows()).toHaveLength(5);
  expect(screen.getByText('5', { selector: '[aria-current="page"]' })).toBeTruthy();
});

test('the status filter lists one status from its first page, and says when there is none', async () => {
  stored = applications(45);
  await renderAt('/history?page=2');
  await settle();
  const filter = screen.getByRole('navigation', { name: 'Статус заявок' });
  expect(within(filter).getByRole('link', { name: 'Все' }).getAttribute('aria-current')).toBe('true');
  expect(within(filter).getByRole('link', { name: 'Одобренные' }).getAttribute('href')).toBe('/history?status=approved');

  fireEvent.click(within(filter).getByRole('link', { name: 'Одобренные' }));
  await settle();
  expect(list).toHaveBeenLastCalledWith({ page: 1, limit: 10, status: 'approved' });
  expect(screen.getByRole('heading', { level: 2, name: 'Одобренные' })).toBeTruthy();
  expect(rows().every((row) => row.dataset.status === 'approved')).toBe(true);

  stored = applications(1);
  fireEvent.click(within(screen.getByRole('navigation', { name: 'Статус заявок' })).getByRole('link', { name: 'Отклонённые' }));
  await settle();
  expect(screen.getByTestId('history-empty').textContent).toContain('Заявок с таким статусом нет');
  fireEvent.click(screen.getByRole('link', { name: 'Показать все заявки' }));
  await settle();
  expect(window.location.search).toBe('');
  expect(rows()).toHaveLength(1);
});

test('no applications: says so and offers to apply; a page past the end leads back to the first', async () => {
  stored = [];
  await renderAt('/history');
  await settle();
  expect(screen.getByTestId('history-empty').textContent).toContain('Заявок пока нет');
  expect(screen.getByRole('link', { name: 'Оформить заявку' }).getAttribute('href')).toBe('/confirmation?type=loans');
});

test('a page past the end leads back to the first', async () => {
  await renderAt('/history?page=7');
  await settle();
  expect(screen.getByTestId('history-empty').textContent).toContain('На этой странице заявок нет');
  expect(screen.getByRole('link', { name: 'К первой странице' }).getAttribute('href')).toBe('/history');
});

test('a failure shows the error state; «Повторить» asks again and shows the list', async () => {
  list.mockRejectedValueOnce({ kind: 'server', status: 500, message: 'Упс, что-то пошло не так...' });
  await renderAt('/history');
  await settle();
  expect(screen.getByTestId('history-error').textContent).toContain('Не удалось загрузить заявки');
  fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
  await settle();
  expect(screen.queryByTestId('history-error')).toBeNull();
  expect(rows()).toHaveLength(4);
});

test('an unknown tab is the 404 screen', async () => {
  const scope = await renderAt('/history/tabs/Unknown');
  await settle();
  expect(scope.getState($appError)).toEqual({ status: 404 });
  expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  expect(list).not.toHaveBeenCalled();
});
