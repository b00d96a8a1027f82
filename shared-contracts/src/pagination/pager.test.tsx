/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Pager } from './pager';

// The router's link is an anchor to its `to`; the pager's own markup is what is tested here.
jest.mock('@microloans/platform/router', () => ({
  Link: ({ to, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) => <a href={to} {...rest} />,
}));

const renderPager = (element: ReactNode) => render(<>{element}</>);

const hrefOf = (page: number) => (page > 1 ? `/blog?page=${page}` : '/blog');

test('a plain link per page, named for a screen reader, the current one marked, «Предыдущая» and «Следующая» around them', () => {
  renderPager(<Pager label="Страницы блога" page={5} pages={10} hrefOf={hrefOf} />);
  const nav = screen.getByRole('navigation', { name: 'Страницы блога' });
  const names = within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
  expect(names).toEqual(['Предыдущая страница', 'Страница 1', 'Страница 4', 'Страница 5', 'Страница 6', 'Страница 10', 'Следующая страница']);
  expect(within(nav).getByRole('link', { name: 'Страница 5' }).getAttribute('aria-current')).toBe('page');
  expect(within(nav).getByRole('link', { name: 'Страница 1' }).getAttribute('href')).toBe('/blog');
  expect(within(nav).getByRole('link', { name: 'Следующая страница' }).getAttribute('rel')).toBe('next');
  // Each run left out is one «…», hidden from screen readers (the numbers around it say enough).
  expect([...nav.querySelectorAll('li[aria-hidden="true"]')].map((gap) => gap.textContent)).toEqual(['…', '…']);
});

test('no «Предыдущая» on the first page, no «Следующая» on the last, nothing at all for one page', () => {
  const first = renderPager(<Pager label="Страницы списка" page={1} pages={3} hrefOf={hrefOf} />);
  expect(screen.queryByRole('link', { name: /Предыдущая/ })).toBeNull();
  first.unmount();
  const last = renderPager(<Pager label="Страницы списка" page={3} pages={3} hrefOf={hrefOf} />);
  expect(screen.queryByRole('link', { name: /Следующая/ })).toBeNull();
  last.unmount();
  renderPager(<Pager label="Страницы списка" page={1} pages={1} hrefOf={hrefOf} />);
  expect(screen.queryByRole('navigation')).toBeNull();
});

test('another page chosen is told with its address, the current one is not; what goes under the numbers is inside the navigation', () => {
  const chosen = jest.fn();
  renderPager(
    <Pager label="Страницы истории" page={2} pages={3} hrefOf={hrefOf} onPageChosen={(event, href) => chosen(href, event.type)} data-testid="loyalty-pagination">
      <p>Страница 2 из 3</p>
    </Pager>,
  );
  fireEvent.click(screen.getByRole('link', { name: 'Следующая страница' }));
  expect(chosen).toHaveBeenCalledWith('/blog?page=3', 'click');
  // The current page is not chosen again: its link stays on the page.
  fireEvent.click(screen.getByRole('link', { name: 'Страница 2' }));
  expect(chosen).toHaveBeenCalledTimes(1);
  expect(within(screen.getByTestId('loyalty-pagination')).getByText('Страница 2 из 3')).toBeTruthy();
});
