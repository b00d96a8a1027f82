import type { RouteName } from './paths';

/**
 * The words a page opens with, known before any of its code has run: its heading and, where it has
 * one, the line under it. The owning remote renders them as its page's head, and the shell draws
 * them in the page's first frame (index.html, and while the remote's code loads), so a borrower on
 * a slow phone reads where they are at once instead of a loading text. `narrow`: the page is a
 * 440 px card in the middle (the sign-in family).
 *
 * Only pages whose head does not depend on data: a post's or a document's title comes from the API.
 * A squad that changes these words and releases its remote alone gets them on its page at once;
 * the first frame says the old ones until the shell is built again (a moment's swap, nothing breaks).
 */
export type PageFrame = { heading: string; lead?: string; narrow?: true };

const history = {
  heading: 'История заявок',
  lead: 'Все ваши заявки на займ, сначала новые. Незаполненную заявку можно продолжить, по отправленной — посмотреть предложения или подать похожую.',
} as const;
const profile = { heading: 'Профиль' } as const;

export const pageFrames = {
  auth: { heading: 'Вход в личный кабинет', narrow: true },
  authRegistration: {
    heading: 'Регистрация',
    lead: 'Зарегистрируйтесь по номеру телефона, чтобы видеть свои заявки и предложения.',
    narrow: true,
  },
  authRecovery: {
    heading: 'Восстановление пароля',
    lead: 'Мы отправим код на телефон, к которому привязан личный кабинет.',
    narrow: true,
  },
  // A tab of the history and a section of the profile open with their page's words.
  history,
  historyTab: history,
  profile,
  profileSection: profile,
  score: { heading: 'Кредитный рейтинг', lead: 'Чем выше рейтинг, тем больше шансов на одобрение займа.' },
} as const satisfies Partial<Record<RouteName, PageFrame>>;

export function pageFrameOf(name: RouteName): PageFrame | undefined {
  return (pageFrames as Partial<Record<RouteName, PageFrame>>)[name];
}
