import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { queriesPurged } from '@microloans/platform';
import { BrowserRouter } from '@microloans/platform/router';
import type { CreditScoreDto } from '@microloans/shared-contracts/api';
import { formatDay } from '@microloans/shared-contracts/format';
import { UiProvider } from '@microloans/ui-kit';
import { creditScoreApi } from '../../entities/credit-score';
import { ScorePage } from './index';

const answer: CreditScoreDto = {
  score: 712,
  grade: 'B',
  updatedAt: '2024-11-01T09:00:00.000Z',
  factors: [
    { title: 'Своевременное погашение займов', impact: 'positive' },
    { title: 'Подтверждённые контактные данные', impact: 'positive' },
    { title: 'Небольшая длительность кредитной истории', impact: 'negative' },
  ],
};
const serverError = { kind: 'server', status: 503, message: 'Упс, что-то пошло не так...' };

const get = jest.spyOn(creditScoreApi, 'get');

afterEach(() => get.mockReset());

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const text = (element: HTMLElement) => element.textContent?.replace(/\u00a0/g, ' ');

/** A fresh page: its own scope, and no answer cached by an earlier test. */
async function renderPage() {
  const scope = fork();
  await allSettled(queriesPurged, { scope });
  render(
    <Provider value={scope}>
      <UiProvider>
        <BrowserRouter>
          <ScorePage />
        </BrowserRouter>
      </UiProvider>
    </Provider>,
  );
}

test('a skeleton while loading, then the score, its grade, its place on the scale, the date and the factors', async () => {
  get.mockResolvedValue(answer);
  await renderPage();
  expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Кредитный рейтинг']);
  expect(screen.getByRole('status', { name: 'Загружаем кредитный рейтинг' })).toBeTruthy();

  await settle();
  expect(screen.queryByTestId('credit-score-loading')).toBeNull();
  expect(screen.getByTestId('credit-score-value').textContent).toBe('712');
  expect(text(screen.getByTestId('credit-score-summary'))).toContain('712 баллов');
  expect(text(screen.getByTestId('credit-score-grade'))).toBe('Оценка B Хороший рейтинг');
  const scale = screen.getByRole('img', { name: /на шкале/ });
  expect(scale.getAttribute('aria-label')?.replace(/\u00a0/g, ' ')).toBe('712 баллов на шкале от 300 до 850, оценка B: хороший рейтинг');
  expect(text(screen.getByTestId('credit-score-next'))).toBe('До оценки A — ещё 38 баллов.');
  expect(text(screen.getByTestId('credit-score-updated'))).toBe(`Обновлено ${formatDay(answer.updatedAt).replace(/\u00a0/g, ' ')}`);

  const raising = screen.getByRole('list', { name: 'Что повышает рейтинг' });
  expect(within(raising).getAllByRole('listitem').map(text)).toEqual(['+Своевременное погашение займов', '+Подтверждённые контактные данные']);
  const lowering = screen.getByRole('list', { name: 'Что снижает рейтинг' });
  expect(within(lowering).getAllByRole('listitem').map(text)).toEqual(['−Небольшая длительность кредитной истории']);
  // One h1, then h2s: no level skipped.
  expect(screen.getAllByRole('heading').map((heading) => heading.tagName)).toEqual(['H1', 'H2', 'H2']);
});

test('the top grade says so; a side with no factors says so in words', async () => {
  get.mockResolvedValue({ score: 801, grade: 'A', updatedAt: answer.updatedAt, factors: [{ title: 'Своевременное погашение займов', impact: 'positive' }] });
  await renderPage();
  await settle();
  expect(text(screen.getByTestId('credit-score-next'))).toBe('Это высшая оценка.');
  expect(screen.queryByRole('list', { name: 'Что снижает рейтинг' })).toBeNull();
  expect(text(screen.getByTestId('credit-score-lowering'))).toContain('Ничего не снижает ваш рейтинг.');
});

test('nothing raising the score says so in words, beside what lowers it', async () => {
  get.mockResolvedValue({ score: 420, grade: 'D', updatedAt: answer.updatedAt, factors: [{ title: 'Небольшая длительность кредитной истории', impact: 'negative' }] });
  await renderPage();
  await settle();
  expect(screen.queryByRole('list', { name: 'Что повышает рейтинг' })).toBeNull();
  expect(text(screen.getByTestId('credit-score-raising'))).toContain('Пока ничего.');
  expect(within(screen.getByRole('list', { name: 'Что снижает рейтинг' })).getAllByRole('listitem').map(text)).toEqual(['−Небольшая длительность кредитной истории']);
});

test('no score yet: the empty state, with the way to an application', async () => {
  get.mockResolvedValue(null);
  await renderPage();
  await settle();
  const empty = screen.getByTestId('credit-score-empty');
  expect(text(empty)).toContain('Рейтинга пока нет');
  expect(text(empty)).toContain('Он появится после первой заявки на заём');
  expect(within(empty).getByRole('link', { name: 'Подать заявку' }).getAttribute('href')).toBe('/confirmation?type=loans');
  expect(screen.queryByTestId('credit-score-summary')).toBeNull();
});

test('a failure shows the error state; «Повторить» asks again and shows the score', async () => {
  get.mockRejectedValueOnce(serverError).mockResolvedValueOnce(answer);
  await renderPage();
  await settle();
  const error = screen.getByTestId('credit-score-error');
  expect(text(error)).toContain('Не удалось загрузить кредитный рейтинг');
  expect(screen.queryByTestId('credit-score-summary')).toBeNull();

  fireEvent.click(within(error).getByRole('button', { name: 'Повторить' }));
  await settle();
  expect(screen.queryByTestId('credit-score-error')).toBeNull();
  expect(screen.getByTestId('credit-score-value').textContent).toBe('712');
  expect(get).toHaveBeenCalledTimes(2);
});
