import { registerToastRenderer, toastDurationMs, toastError, toastSuccess, type Toast } from './index';

let now = 1_000_000;
beforeEach(() => {
  jest.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => jest.restoreAllMocks());

test('toasts raised before the shell registers its renderer are shown when it does', () => {
  toastSuccess('Профиль успешно обновлен!');
  const shown: Toast[] = [];
  registerToastRenderer((toast) => shown.push(toast));
  expect(shown).toEqual([{ kind: 'success', summary: 'Профиль успешно обновлен!', detail: undefined }]);
});

test('the same toast raised again while it is on screen is shown once; after 3 s it shows again', () => {
  const shown: Toast[] = [];
  registerToastRenderer((toast) => shown.push(toast));
  for (let i = 0; i < 10; i += 1) toastError('Упс, что-то пошло не так...', 'Попробуйте повторить чуть позже');
  toastError('Превышен лимит');
  expect(shown.map((toast) => toast.summary)).toEqual(['Упс, что-то пошло не так...', 'Превышен лимит']);
  now += toastDurationMs;
  toastError('Упс, что-то пошло не так...', 'Попробуйте повторить чуть позже');
  expect(shown).toHaveLength(3);
});
