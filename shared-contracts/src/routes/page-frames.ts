import type { RouteName } from './paths';
import type { ShopwindowScenario } from './scenarios';

/**
 * The words a page opens with, known before any of its code has run: its heading and, where it has
 * one, the line under it. The owning remote renders them as its page's head, and the shell draws
 * them in the page's first frame (index.html, and while the remote's code loads), so a borrower on
 * a slow phone reads where they are at once instead of a loading text. `narrow`: the page is a
 * 440 px card in the middle (the sign-in family).
 *
 * Only pages whose head does not depend on data: a post's or a document's title comes from the API.
 * The shop window's opening notice depends only on the scenario in its address, so it is framed too.
 * A squad that changes these words and releases its remote alone gets them on its page at once;
 * the first frame says the old ones until the shell is built again (a moment's swap, nothing breaks).
 */
export type PageFrame = {
  heading: string;
  lead?: string;
  narrow?: true;
  /**
   * The page opens with its heading over a notice (not in a card) whose words depend on a query
   * parameter: the notice for the parameter's value; no frame for another value.
   */
  notice?: {
    param: string;
    byValue: Readonly<Record<string, FrameNotice>>;
    /** Other parameters the page needs (without them the visitor is sent elsewhere): no frame without them. */
    requires?: readonly string[];
    /**
     * The notice for a visitor without a session, whatever the value: what the value promises
     * (an application's decision) is only told to the one it belongs to.
     */
    signedOut?: FrameNotice;
  };
};

/** A notice's tone (its colours and icon), title and text, as the page draws it (ui-kit Alert). */
export type FrameNotice = { tone: 'success' | 'info'; title: string; text: string };

/** Where the borrower's application stands, above the shop window's offers (SPEC §1, §9: a decision within 1 day). */
const applicationSent: FrameNotice = {
  tone: 'success',
  title: 'Заявка отправлена',
  text: 'Решение по заявке придёт в течение 1 дня. А пока — предложения партнёров, которые готовы выдать деньги уже сейчас.',
};
const applicationUnderReview: FrameNotice = {
  tone: 'info',
  title: 'Заявка уже на рассмотрении',
  text: 'Заявка с такими паспортными данными уже отправлена, повторно подавать её не нужно. Пока она рассматривается, посмотрите предложения партнёров — они готовы выдать деньги уже сейчас.',
};

/** An application from a PD link reads as any other: the borrower need not know how it started. */
export const shopwindowNotices: Readonly<Record<ShopwindowScenario, FrameNotice>> = {
  lead: applicationSent,
  duplicate: applicationUnderReview,
  pdl_lead: applicationSent,
  pdl_duplicate: applicationUnderReview,
};

/**
 * The shop window for a visitor without a session: an application is its borrower's alone, so the
 * page says nothing of one and offers the partners' loans.
 */
export const shopwindowSignedOutNotice: FrameNotice = {
  tone: 'info',
  title: 'Предложения партнёров',
  text: 'Партнёры готовы выдать деньги уже сейчас: сравните условия и выберите подходящее.',
};

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
  shopwindow: {
    heading: 'Витрина предложений',
    notice: { param: 'scenario', byValue: shopwindowNotices, requires: ['uuid'], signedOut: shopwindowSignedOutNotice },
  },
} as const satisfies Partial<Record<RouteName, PageFrame>>;

export function pageFrameOf(name: RouteName): PageFrame | undefined {
  return (pageFrames as Partial<Record<RouteName, PageFrame>>)[name];
}

/** The notice a framed page opens with at this query, for a visitor signed in or not, if it has one. */
export function frameNoticeAt(frame: PageFrame, search: string, signedIn: boolean): FrameNotice | undefined {
  if (!frame.notice) return undefined;
  const query = new URLSearchParams(search);
  if (frame.notice.requires?.some((param) => !query.get(param))) return undefined;
  const value = query.get(frame.notice.param);
  if (value === null || !Object.hasOwn(frame.notice.byValue, value)) return undefined;
  return !signedIn && frame.notice.signedOut ? frame.notice.signedOut : frame.notice.byValue[value];
}
