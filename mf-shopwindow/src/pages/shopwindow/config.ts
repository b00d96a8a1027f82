import { pageFrames, shopwindowNotices, shopwindowScenarios, type FrameNotice, type ShopwindowScenario } from 'shared-contracts/routes';

/**
 * What the borrower is told above the offers: the notice's tone, title and text are the page's
 * first frame (shared-contracts/routes, drawn by the shell before this code arrives), and the line
 * under «Подходящих предложений пока нет».
 */
export type ScenarioMessage = FrameNotice & {
  /** Under «Подходящих предложений пока нет»: the application itself is not affected. */
  emptyHint: string;
};

const newApplicationHint = 'Это не влияет на вашу заявку: решение по ней придёт в течение 1 дня.';
const repeatedApplicationHint = 'Это не влияет на вашу заявку: она уже на рассмотрении.';
/** An application from a PD link reads as any other. */
const emptyHints: Record<ShopwindowScenario, string> = {
  lead: newApplicationHint,
  duplicate: repeatedApplicationHint,
  pdl_lead: newApplicationHint,
  pdl_duplicate: repeatedApplicationHint,
};

export const scenarioMessages = Object.fromEntries(
  shopwindowScenarios.map((scenario) => [scenario, { ...shopwindowNotices[scenario], emptyHint: emptyHints[scenario] }]),
) as Record<ShopwindowScenario, ScenarioMessage>;

export const shopwindowTexts = {
  heading: pageFrames.shopwindow.heading,
  offersLabel: 'Предложения партнёров',
  loading: 'Загружаем предложения партнёров',
  empty: 'Подходящих предложений пока нет',
  /** Under «Не удалось загрузить предложения» (the list's own title) when the server failed. */
  errorText: 'Попробуйте ещё раз чуть позже. Ваша заявка при этом уже у нас.',
  noApplicationTitle: 'Витрина открывается после отправки заявки',
  noApplicationText: 'Заполните заявку на заём — и здесь появятся предложения партнёров.',
  apply: 'Оформить заявку',
} as const;
