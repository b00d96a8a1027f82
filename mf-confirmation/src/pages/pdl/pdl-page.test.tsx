import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import type { ReactNode } from 'react';
import { queriesPurged } from '@microloans/platform';
import type { PdlCheckDto, PdlDto } from '@microloans/shared-contracts/api';
import { UiProvider } from '@microloans/ui-kit';
import { pdLinkApi } from '../../entities/pd-link/api';
import type { ApplicationWizardProps } from '../../widgets/application-wizard';
import { PdlPage } from './index';

// The page reads only its id and navigates; a real router in jsdom needs more than it gives.
let mockId = 'pdl-demo';
const mockNavigate = jest.fn();
jest.mock('@microloans/platform/router', () => ({
  useParams: () => ({ id: mockId }),
  useNavigate: () => mockNavigate,
  Link: ({ to, children, ...rest }: { to: string; children: ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));
// The wizard has its own tests; here it only shows what it was opened with.
jest.mock('../../widgets/application-wizard', () => ({
  ApplicationWizard: ({ opening }: ApplicationWizardProps) => <div data-testid="wizard" data-opening={JSON.stringify(opening)} />,
}));

const check = jest.spyOn(pdLinkApi, 'check');
const get = jest.spyOn(pdLinkApi, 'get');

const lead = { amount: 15000, term: 14, fio: 'Сидоров Алексей Петрович', phone: '79990000003', email: 'sidorov@example.ru', birthday: '1985-07-21', sourcePage: 'pd_link' as const };
const checkOf = (status: PdlCheckDto['status']): PdlCheckDto => ({ id: mockId, valid: status === 'active', status, expiresAt: '2030-01-01T00:00:00.000Z' });
const link: PdlDto = { id: 'pdl-demo', status: 'active', lead };
const serverError = { kind: 'server', status: 503, message: 'Упс, что-то пошло не так...' };
const notFound = { kind: 'http', status: 404, message: 'Ссылка не найдена', code: null };

afterEach(() => {
  check.mockReset();
  get.mockReset();
  mockNavigate.mockReset();
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const headings = () => screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`);

/** A fresh page: its own scope, and no answer cached by an earlier test. */
async function renderPage(id: string) {
  mockId = id;
  const scope = fork();
  await allSettled(queriesPurged, { scope });
  render(
    <Provider value={scope}>
      <UiProvider>
        <PdlPage />
      </UiProvider>
    </Provider>,
  );
}

test('the link is checked under a heading that says so; an active one opens the application pre-filled from it', async () => {
  check.mockResolvedValue(checkOf('active'));
  get.mockResolvedValue(link);
  await renderPage('pdl-demo');
  expect(headings()).toEqual(['H1 Проверяем ссылку']);
  expect(screen.getByRole('status', { name: 'Проверяем ссылку' })).toBeTruthy();

  await settle();
  expect(check).toHaveBeenCalledWith('pdl-demo');
  expect(get).toHaveBeenCalledWith('pdl-demo');
  expect(JSON.parse(screen.getByTestId('wizard').dataset.opening ?? 'null')).toEqual({
    uuid: null,
    copy: null,
    formType: 'loans',
    pdLink: { id: 'pdl-demo', lead },
  });
  expect(screen.queryByRole('status')).toBeNull();
});

test.each([
  ['used', 'Ссылка уже использована', 'По этой ссылке заявка уже отправлена'],
  ['expired', 'Срок действия ссылки истёк', 'Ссылка больше не действует'],
] as const)('a %s link: its own page with the way to an ordinary application', async (status, title, text) => {
  check.mockResolvedValue(checkOf(status));
  await renderPage(`pdl-${status}`);
  await settle();
  const page = screen.getByTestId('pdl-closed');
  expect(page.dataset.kind).toBe(status);
  expect(headings()).toEqual([`H1 ${title}`]);
  expect(page.textContent).toContain(text);
  expect(get).not.toHaveBeenCalled();
  expect(screen.queryByTestId('wizard')).toBeNull();
  fireEvent.click(within(page).getByRole('button', { name: 'Подать заявку' }));
  expect(mockNavigate).toHaveBeenCalledWith('/confirmation?type=loans');
});

test('an unknown link (404) is not the error screen: it says the link is not found and offers to apply', async () => {
  check.mockRejectedValue(notFound);
  await renderPage('unknown-id');
  await settle();
  expect(screen.getByTestId('pdl-closed').dataset.kind).toBe('unknown');
  expect(headings()).toEqual(['H1 Ссылка не найдена']);
  expect(screen.getByRole('button', { name: 'Подать заявку' })).toBeTruthy();
});

test('a failed check: the error state; «Повторить» checks again', async () => {
  check.mockRejectedValueOnce(serverError).mockResolvedValueOnce(checkOf('active'));
  get.mockResolvedValue(link);
  await renderPage('pdl-demo');
  await settle();
  const failed = screen.getByTestId('pdl-failed');
  expect(headings()).toEqual(['H1 Не удалось проверить ссылку']);
  expect(failed.textContent).toContain('Попробуйте ещё раз чуть позже.');

  fireEvent.click(within(failed).getByRole('button', { name: 'Повторить' }));
  await settle();
  expect(screen.queryByTestId('pdl-failed')).toBeNull();
  expect(screen.getByTestId('wizard')).toBeTruthy();
  expect(check).toHaveBeenCalledTimes(2);
});
