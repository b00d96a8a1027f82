import type { ShopwindowScenario } from './lib';

export type ScenarioMessage = {
  tone: 'success' | 'info';
  title: string;
  text: string;
  /** Under «Подходящих предложений пока нет»: the application itself is not affected. */
  emptyHint: string;
};

/** What the borrower is told above the offers (SPEC §1, §9: a decision within 1 day). */
const leadMessage: ScenarioMessage = {
  tone: 'success',
  title: 'Заявка отправлена',
  text: 'Решение по заявке придёт в течение 1 дня. А пока — предложения партнёров, которые готовы выдать деньги уже сейчас.',
  emptyHint: 'Это не влияет на вашу заявку: решение по ней придёт в течение 1 дня.',
};
const duplicateMessage: ScenarioMessage = {
  tone: 'info',
  title: 'Заявка уже на рассмотрении',
  text: 'Заявка с такими паспортными данными уже отправлена, повторно подавать её не нужно. Пока она рассматривается, посмотрите предложения партнёров — они готовы выдать деньги уже сейчас.',
  emptyHint: 'Это не влияет на вашу заявку: она уже на рассмотрении.',
};

/** An application from a PD link reads as any other: the borrower need not know how it started. */
export const scenarioMessages: Record<ShopwindowScenario, ScenarioMessage> = {
  lead: leadMessage,
  duplicate: duplicateMessage,
  pdl_lead: leadMessage,
  pdl_duplicate: duplicateMessage,
};

export const shopwindowTexts = {
  heading: 'Витрина предложений',
  offersLabel: 'Предложения партнёров',
  loading: 'Загружаем предложения партнёров',
  empty: 'Подходящих предложений пока нет',
  /** Under «Не удалось загрузить предложения» (the list's own title) when the server failed. */
  errorText: 'Попробуйте ещё раз чуть позже. Ваша заявка при этом уже у нас.',
  noApplicationTitle: 'Витрина открывается после отправки заявки',
  noApplicationText: 'Заполните заявку на заём — и здесь появятся предложения партнёров.',
  apply: 'Оформить заявку',
} as const;
