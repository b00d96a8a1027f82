import { allSettled, fork, type EventCallable } from 'effector';
import { ErrorScreenGate } from './model';

/** What `useGate` calls as the screen's props change (effector-react has it on every gate; its types leave it out). */
const propsChanged = (ErrorScreenGate as unknown as { set: EventCallable<{ status: 404 | 406 | 500 }> }).set;

test('the error screen shown words the tab: «Страница не найдена» for a 404, «Ошибка» for a failure; no preview tags', async () => {
  document.head.innerHTML = '<meta property="og:site_name" content="Микрозаймы онлайн"><meta property="og:title" content="Пост">';
  const scope = fork();
  await allSettled(ErrorScreenGate.open, { scope, params: { status: 404 } });
  expect(document.title).toBe('Страница не найдена — Микрозаймы онлайн');
  expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
  await allSettled(propsChanged, { scope, params: { status: 500 } });
  expect(document.title).toBe('Ошибка — Микрозаймы онлайн');
});

test('a screen not shown words nothing', async () => {
  document.title = 'Вход — Микрозаймы онлайн';
  await allSettled(propsChanged, { scope: fork(), params: { status: 404 } });
  expect(document.title).toBe('Вход — Микрозаймы онлайн');
});
