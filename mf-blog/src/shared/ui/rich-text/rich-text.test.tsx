import { fireEvent, render, screen } from '@testing-library/react';
import { BrowserRouter, Route, Routes, useParams } from '@microloans/platform/router';
import { RichText } from './rich-text';

function DocStub() {
  const { slug } = useParams();
  return <p>Документ {slug}</p>;
}

function renderContent(html: string) {
  window.history.replaceState(null, '', '/');
  return render(
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<RichText html={html} data-testid="content" />} />
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

test('an in-site link is followed by the router, without loading the page again', () => {
  renderContent('<p>См. <a href="/docs/../docs/privacy-agreement">согласие</a></p>');
  const link = screen.getByRole('link', { name: 'согласие' });
  expect(clickFollows(link)).toBe(false);
  expect(screen.getByText('Документ privacy-agreement')).toBeTruthy();
  expect(window.location.pathname).toBe('/docs/privacy-agreement');
});

test('an off-site link is left to the browser: a new tab, without opener or referrer', () => {
  renderContent('<a href="https://example.org/partner">партнёр</a>');
  const link = screen.getByRole('link', { name: 'партнёр' });
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  expect(clickFollows(link)).toBe(true);
  expect(window.location.pathname).toBe('/');
});

test('a modified click on an in-site link is the browser’s (a new tab), not the router’s', () => {
  renderContent('<a href="/docs/privacy-agreement">согласие</a>');
  expect(clickFollows(screen.getByRole('link', { name: 'согласие' }), { ctrlKey: true })).toBe(true);
  expect(window.location.pathname).toBe('/');
});

test('what the API sent is rendered only after sanitising', () => {
  renderContent('<form action="https://evil.example"><input name="passport"></form><p onclick="alert(1)">текст</p>');
  const content = screen.getByTestId('content');
  expect(content.innerHTML).toBe('<p>текст</p>');
});

test('content gets the stylesheet that keeps pictures and tables inside the column', () => {
  renderContent('<p><img src="/x.png" alt="схема"></p>');
  const content = screen.getByTestId('content');
  expect(content.className).toBe('rich-text');
  expect(content.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  const styles = Array.from(document.querySelectorAll('style')).map((style) => style.textContent ?? '');
  expect(styles.some((css) => css.includes('.rich-text img { max-width: 100%; height: auto; }'))).toBe(true);
});
