import type { ProjectMode } from '@microloans/shared-contracts/config';
import type { RouteName } from '@microloans/shared-contracts/routes';
import { errorPageHeads } from '../shared/page-meta/error-page-head';

/**
 * A page's head as the shell sets it on each navigation (root loader): the browser tab's title
 * («Вход — Микрозаймы онлайн», the site's name is added) and the description search engines and
 * link previews show. A page that shows content from the API (a post, a document, an `/ll` page)
 * then sets the content's own. Loaded on demand (route-steps/page-head.ts): the first page does
 * not carry every route's words.
 */
export type PageHead = { title: string; description: string };

/** Every route's head; the compiler holds that none is missing. */
export const routeHeads = {
  main: {
    title: 'Займы онлайн на карту',
    description: 'Микрозайм онлайн на карту: выберите сумму и срок, заполните заявку за несколько минут и получите решение в течение 1 дня.',
  },
  auth: {
    title: 'Вход',
    description: 'Вход в личный кабинет заёмщика: заявки и их статусы, профиль, кредитный рейтинг и персональные предложения.',
  },
  authRegistration: {
    title: 'Регистрация',
    description: 'Регистрация личного кабинета по номеру телефона: подтвердите номер кодом и задайте пароль.',
  },
  authRecovery: {
    title: 'Восстановление пароля',
    description: 'Восстановление доступа к личному кабинету: подтвердите номер телефона кодом и задайте новый пароль.',
  },
  confirmation: {
    title: 'Заявка на займ',
    description: 'Заявка на микрозайм онлайн в три шага: контактные данные, паспорт и сведения о работе, решение — в течение 1 дня.',
  },
  docsSlug: {
    title: 'Документ',
    description: 'Документы сервиса: соглашения, правила и условия предоставления займов.',
  },
  history: {
    title: 'История заявок',
    description: 'Все ваши заявки на займ, их суммы, сроки и решения по ним.',
  },
  historyTab: {
    title: 'История заявок',
    description: 'Все ваши заявки на займ, их суммы, сроки и решения по ним.',
  },
  llSlug: {
    title: 'Полезная информация',
    description: 'Полезная информация о микрозаймах: как их получить, вернуть и не переплатить.',
  },
  loyalty: {
    title: 'Программа лояльности',
    description: 'Программа лояльности: баланс баллов, начисления и списания.',
  },
  personalOffers: {
    title: 'Персональные предложения',
    description: 'Предложения займов, подобранные для вас по вашим заявкам и профилю.',
  },
  pdl: {
    title: 'Заявка по ссылке',
    description: 'Заявка на займ по ссылке партнёра: часть данных уже заполнена, остаётся проверить и отправить.',
  },
  profile: {
    title: 'Профиль',
    description: 'Личные данные, контакты, документы и настройки вашего аккаунта.',
  },
  profileSection: {
    title: 'Профиль',
    description: 'Личные данные, контакты, документы и настройки вашего аккаунта.',
  },
  rHash: {
    title: 'Приглашение',
    description: 'Переход по приглашению на сайт микрозаймов онлайн.',
  },
  score: {
    title: 'Кредитный рейтинг',
    description: 'Ваш кредитный рейтинг: сколько баллов, какая оценка и что на неё влияет.',
  },
  shopwindow: {
    title: 'Предложения займов',
    description: 'Предложения займов по вашей заявке: сравните суммы, сроки и ставки и выберите подходящее.',
  },
  blog: {
    title: 'Блог',
    description: 'Статьи о займах, кредитной истории и личных финансах.',
  },
  blogCategory: {
    title: 'Рубрика блога',
    description: 'Статьи блога о займах и личных финансах, собранные в одну рубрику.',
  },
  blogSearch: {
    title: 'Поиск по блогу',
    description: 'Поиск статей блога о займах, кредитной истории и личных финансах.',
  },
  blogArticle: {
    title: 'Статья',
    description: 'Статья блога о займах и личных финансах.',
  },
  ops: {
    title: 'Версии частей сайта',
    description: 'Служебная страница: какие версии частей сайта работают на этой странице и почему.',
  },
} as const satisfies Record<RouteName, PageHead>;

/** `/` of a blog-mode deployment: the blog's feed, under the blog's own name. */
export const blogMainHead: PageHead = {
  title: 'Статьи о займах и финансах',
  description: 'Блог о займах и личных финансах: как выбрать микрозайм, вернуть его вовремя и не попасть к мошенникам.',
};

/** The head of a route as this deployment serves it; a path that is no route (null) is the 404's. */
export function headOf(name: RouteName | null, mode: ProjectMode): PageHead {
  if (name === null) return errorPageHeads.notFound;
  return name === 'main' && mode === 'blog' ? blogMainHead : routeHeads[name];
}
