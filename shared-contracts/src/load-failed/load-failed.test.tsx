/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { connectionTexts, type ApiError } from '@microloans/platform';
import { LoadFailed, loadFailedHint } from './index';

const offline: ApiError = { kind: 'network', status: null, message: connectionTexts.offline };
const unreachable: ApiError = { kind: 'network', status: null, message: connectionTexts.unreachable };
const serverError: ApiError = { kind: 'server', status: 503, message: 'Упс, что-то пошло не так...' };

test('with no network the borrower is told the connection is missing and that the read comes by itself', () => {
  expect(loadFailedHint(offline)).toBe('Нет соединения с интернетом. Как только связь появится, загрузим снова.');
});

test('a network that answered nothing, and a failure of the server, each say what to do', () => {
  expect(loadFailedHint(unreachable)).toBe('Не удалось связаться с сервером. Проверьте подключение к интернету и попробуйте ещё раз.');
  expect(loadFailedHint(serverError)).toBe('Попробуйте ещё раз чуть позже.');
});

test('what failed, why, and «Повторить», announced as it appears', () => {
  const retry = jest.fn();
  render(<LoadFailed title="Не удалось загрузить историю" error={offline} retry={retry} data-testid="history-error" />);
  const alert = screen.getByRole('alert');
  expect(alert.textContent).toContain('Не удалось загрузить историю');
  expect(alert.textContent).toContain('Нет соединения с интернетом');
  fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(retry).toHaveBeenCalledTimes(1);
});
