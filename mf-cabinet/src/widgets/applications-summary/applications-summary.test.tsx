import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { $tokens, queriesPurged } from '@microloans/platform';
import { BrowserRouter } from '@microloans/platform/router';
import type { ActivitiesSummaryDto, ActivityDto } from '@microloans/shared-contracts/api';
import { UiProvider } from '@microloans/ui-kit';
import { activitiesApi } from '../../entities/activity/api';
import { ApplicationsSummary } from './index';

jest.mock('../../entities/activity/api', () => ({ activitiesApi: { list: jest.fn(), summary: jest.fn() } }));
const list = jest.mocked(activitiesApi.list);
const summary = jest.mocked(activitiesApi.summary);

const activity = (id: number, status: ActivityDto['status']): ActivityDto => ({
  id: `lead-${id}`,
  type: 'lead',
  title: 'Заявка',
  leadId: id,
  uuid: `0b6a1f7e-000${id}-4a10-8000-00000000000${id}`,
  amount: id * 10000,
  term: 14,
  status,
  collected: status !== 'empty',
  createdAt: `2024-12-0${id}T10:00:00.000Z`,
  updatedAt: `2024-12-0${id}T10:00:00.000Z`,
});

const counts: ActivitiesSummaryDto = { total: 4, approved: 1, rejected: 1, pending: 1, empty: 1, lastActivityAt: '2024-12-02T10:00:00.000Z' };
const latest = [activity(4, 'empty'), activity(3, 'pending'), activity(2, 'rejected')];

beforeEach(() => {
  summary.mockReset().mockResolvedValue(counts);
  list.mockReset().mockResolvedValue({ items: latest, total: 4, page: 1, limit: 3 });
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const signedIn = { token: 't', refresh_token: 'r', anonym_token: null, anonym_refresh_token: null };

async function renderWidget(tokens: typeof signedIn | null) {
  const scope = fork(tokens ? { values: [[$tokens, tokens]] } : {});
  await allSettled(queriesPurged, { scope });
  return render(
    <Provider value={scope}>
      <UiProvider>
        <BrowserRouter>
          <ApplicationsSummary />
        </BrowserRouter>
      </UiProvider>
    </Provider>,
  );
}

test('an anonymous visitor gets nothing, and nothing is asked', async () => {
  const { container } = await renderWidget(null);
  await settle();
  expect(container.textContent).toBe('');
  expect(screen.queryByTestId('applications-summary')).toBeNull();
  expect(summary).not.toHaveBeenCalled();
  expect(list).not.toHaveBeenCalled();
});

test('a borrower gets the counts, the three latest applications and a link to all of them', async () => {
  await renderWidget(signedIn);
  const section = screen.getByRole('region', { name: 'Мои заявки' });
  expect(within(section).getByRole('link', { name: 'Все заявки' }).getAttribute('href')).toBe('/history/tabs/HistoryList');
  await settle();
  expect(section.textContent).toContain('Всего4');
  expect(section.textContent).toContain('Одобрено1');

  const rows = await screen.findAllByTestId('activity-item');
  expect(list).toHaveBeenCalledWith({ page: 1, limit: 3 });
  expect(rows.map((row) => row.dataset.status)).toEqual(['empty', 'pending', 'rejected']);
  expect(rows[0]?.textContent?.replace(/\u00a0/g, ' ')).toContain('40 000 ₽ на 14 дней');
  expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Продолжить заявку' }).getAttribute('href')).toBe(
    `/confirmation?type=loans&uuid=${latest[0]?.uuid}`,
  );
  expect(within(rows[1] as HTMLElement).getByText('На рассмотрении')).toBeTruthy();
});

test('no applications yet: says so and offers to apply', async () => {
  summary.mockResolvedValue({ ...counts, total: 0, approved: 0, rejected: 0, pending: 0, empty: 0, lastActivityAt: null });
  await renderWidget(signedIn);
  await settle();
  expect(screen.getByTestId('applications-summary').textContent).toContain('Заявок пока нет.');
  expect(screen.getByRole('link', { name: 'Оформить заявку' }).getAttribute('href')).toBe('/confirmation?type=loans');
  expect(list).not.toHaveBeenCalled();
});

test('a failure says so; «Повторить» asks again', async () => {
  summary.mockRejectedValueOnce({ kind: 'server', status: 503, message: 'Упс, что-то пошло не так...' });
  await renderWidget(signedIn);
  await settle();
  expect(screen.getByTestId('applications-summary-error').textContent).toContain('Не удалось загрузить ваши заявки');
  expect(screen.getByTestId('applications-summary-error').textContent).toContain('Попробуйте ещё раз чуть позже.');
  fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
  await settle();
  expect(await screen.findAllByTestId('activity-item')).toHaveLength(3);
  expect(summary).toHaveBeenCalledTimes(2);
});
