import { act, render, screen } from '@testing-library/react';
import { toastError, toastSuccess } from '@microloans/platform';
import { createToastList } from './toast-list';
import { Toasts } from './toasts';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('each toast raised is shown with its summary and detail for 3 s, errors as alerts, with nothing to close it by', () => {
  const list = createToastList();
  render(<Toasts list={list} />);
  act(() => toastError('Нет соединения с интернетом', 'Проверьте подключение к интернету и попробуйте ещё раз.'));
  act(() => jest.advanceTimersByTime(1000));
  act(() => toastSuccess('Профиль успешно обновлен!'));

  const error = screen.getByRole('alert');
  expect(error.textContent).toBe('Нет соединения с интернетомПроверьте подключение к интернету и попробуйте ещё раз.');
  expect(error.className).toContain('app-toast-error');
  expect(screen.getByRole('status').textContent).toBe('Профиль успешно обновлен!');
  expect(screen.queryByRole('button')).toBeNull();

  act(() => jest.advanceTimersByTime(2000));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByRole('status')).toBeTruthy();
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.queryByRole('status')).toBeNull();
});
