/** @jest-environment node */
import { withRenderedApp } from './rendered-page';

const indexHtml = '<html><head><title>t</title></head><body><div id="root"><div class="boot">Загрузка…</div></div><script defer src="/v/main.js"></script></body></html>';

test('the page drawn on the server takes the root’s place, its state follows it before the app’s scripts, its stylesheets go in the head', () => {
  const page = withRenderedApp(indexHtml, '<main>Текст</main>', { scope: { a: 1 }, loaderData: { root: null } }, ['<link rel="stylesheet" href="/v/a.css" />']);
  expect(page).toBe(
    '<html><head><title>t</title><link rel="stylesheet" href="/v/a.css" /></head><body><div id="root" data-server-rendered><main>Текст</main></div>' +
      '<script type="application/json" id="server-state">{"scope":{"a":1},"loaderData":{"root":null}}</script><script defer src="/v/main.js"></script></body></html>',
  );
});

test('HTML with `$` patterns is placed as it is', () => {
  expect(withRenderedApp(indexHtml, "<p>$& $' $1</p>", { scope: {}, loaderData: null })).toContain("<p>$& $' $1</p>");
});

test('an index.html without the built root is sent as it is: the browser draws the page', () => {
  const other = '<html><head></head><body><div id="app"></div></body></html>';
  expect(withRenderedApp(other, '<main>Текст</main>', { scope: {}, loaderData: null })).toBe(other);
});
