import { act, render, screen } from '@testing-library/react';
import { toastError, toastSuccess } from '@microloans/platform';
import { Toasts } from './toasts';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('each toast raised is shown with its summary and detail for 3 s, errors as alerts, with nothing to close it by', async () => {
  render(<Toasts />);
  act(() => toastError('Нет соединения с интернетом', 'Проверьте подключение к интернету и попробуйте ещё раз.'));
  await act(() => jest.advanceTimersByTimeAsync(1000));
  act(() => toastSuccess('Профиль успешно обновлен!'));

  const error = screen.getByRole('alert');
  expect(error.textContent).toBe('Нет соединения с интернетомПроверьте подключение к интернету и попробуйте ещё раз.');
  expect(error.className).toContain('app-toast-error');
  expect(screen.getByRole('status').textContent).toBe('Профиль успешно обновлен!');
  expect(screen.queryByRole('button')).toBeNull();

  await act(() => jest.advanceTimersByTimeAsync(2000));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByRole('status')).toBeTruthy();
  await act(() => jest.advanceTimersByTimeAsync(1000));
  expect(screen.queryByRole('status')).toBeNull();
});
