import { Suspense } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { BrowserRouter, Route, Routes, useParams } from '@microloans/platform/router';
import { contentKey } from './content-key';
import { RichText } from './rich-text';
import { readySanitizer, sanitizer } from './sanitizer';

function DocStub() {
  const { slug } = useParams();
  return <p>Документ {slug}</p>;
}

/** Content drawn in the browser (reached inside the site), once the sanitiser's code is here. */
async function renderContent(html: string) {
  await sanitizer();
  window.history.replaceState(null, '', '/');
  return render(
    <BrowserRouter>
      <Routes>
        <Route
          path="/"
          element={
            // A page's place (RemoteSlot) waits for the sanitiser's code as it waits for the page's.
            <Suspense fallback={<p>Загрузка</p>}>
              <RichText html={html} data-testid="content" />
            </Suspense>
          }
        />
        <Route path="/docs/:slug" element={<DocStub />} />
      </Routes>
    </BrowserRouter>,
  );
}

/** Whether the browser would follow the click (nobody prevented its default action). */
function clickFollows(element: Element, init: MouseEventInit = {}): boolean {
  let prevented = true;
  const listener = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault(); // jsdom does not navigate; keep it from trying.
  };
  window.addEventListener('click', listener);
  fireEvent.click(element, init);
  window.removeEventListener('click', listener);
  return !prevented;
}

/** What a server render left in the page for `html`: its element, keyed by the content it was made from. */
function drawnByServer(html: string, safe: string, dropLeadingHeading = false): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('data-rich-text', contentKey(html, dropLeadingHeading));
  element.innerHTML = safe;
  document.body.append(element);
  return element;
}

test('content the server drew is taken over as it stands: the sanitiser is not loaded for it', () => {
  const raw = '<h1>Заголовок</h1><p onclick="alert(1)">Текст <a href="https://example.org/x">партнёр</a></p>';
  // What the server made of it, told apart from anything the browser would make.
  const server = drawnByServer(raw, '<p>Текст с сервера</p>', true);
  window.history.replaceState(null, '', '/');
  render(
    <BrowserRouter>
      <RichText html={raw} dropLeadingHeading data-testid="content" />
    </BrowserRouter>,
  );
  expect(screen.getByTestId('content').innerHTML).toBe('<p>Текст с сервера</p>');
  expect(readySanitizer()).toBeNull();
  server.remove();
});

test('an element drawn for other content, or for the same content shown otherwise, is not taken over', async () => {
  const server = drawnByServer('<p>другое</p>', '<p>чужое</p>');
  const sameOtherwise = drawnByServer('<h1>А</h1><p>б</p>', '<p>без заголовка</p>', true);
  await renderContent('<h1>А</h1><p>б</p><script>alert(1)</script>');
  expect(screen.getByTestId('content').innerHTML).toBe('<h1>А</h1><p>б</p>');
  server.remove();
  sameOtherwise.remove();
});

test('an in-site link is followed by the router, without loading the page again', async () => {
  await renderContent('<p>См. <a href="/docs/../docs/privacy-agreement">согласие</a></p>');
  const link = screen.getByRole('link', { name: 'согласие' });
  expect(clickFollows(link)).toBe(false);
  expect(screen.getByText('Документ privacy-agreement')).toBeTruthy();
  expect(window.location.pathname).toBe('/docs/privacy-agreement');
});

test('an off-site link is left to the browser: a new tab, without opener or referrer', async () => {
  await renderContent('<a href="https://example.org/partner">партнёр</a>');
  const link = screen.getByRole('link', { name: 'партнёр' });
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  expect(clickFollows(link)).toBe(true);
  expect(window.location.pathname).toBe('/');
});

test('a modified click on an in-site link is the browser’s (a new tab), not the router’s', async () => {
  await renderContent('<a href="/docs/privacy-agreement">согласие</a>');
  expect(clickFollows(screen.getByRole('link', { name: 'согласие' }), { ctrlKey: true })).toBe(true);
  expect(window.location.pathname).toBe('/');
});

test('what the API sent is rendered only after sanitising', async () => {
  await renderContent('<form action="https://evil.example"><input name="passport"></form><p onclick="alert(1)">текст</p>');
  const content = screen.getByTestId('content');
  expect(content.innerHTML).toBe('<p>текст</p>');
});

test('content gets the stylesheet that keeps pictures and tables inside the column', async () => {
  await renderContent('<p><img src="/x.png" alt="схема"></p>');
  const content = screen.getByTestId('content');
  expect(content.className).toBe('rich-text');
  expect(content.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  const styles = Array.from(document.querySelectorAll('style')).map((style) => style.textContent ?? '');
  expect(styles.some((css) => css.includes('.rich-text img { max-width: 100%; height: auto; }'))).toBe(true);
});
