import { pageFrames, shopwindowNotices, shopwindowScenarios, shopwindowSignedOutNotice, type FrameNotice, type ShopwindowScenario } from '@microloans/shared-contracts/routes';
import type { ApplicationStatus } from '../../entities/application';

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

const laterHint = 'Загляните позже: партнёры обновляют свои предложения.';

/**
 * When the application is not the one just sent and waiting (SPEC §9's decision within 1 day):
 * what the page knows of it instead, so it never promises a decision that was made long ago, or
 * one for an application it cannot find.
 */
const statusMessages: Readonly<Record<Exclude<ApplicationStatus, 'pending' | 'loading'>, ScenarioMessage>> = {
  approved: {
    tone: 'success',
    title: 'Заявка одобрена',
    text: 'Решение по заявке уже принято. Ниже — предложения партнёров: их можно сравнить и выбрать подходящее.',
    emptyHint: laterHint,
  },
  rejected: {
    tone: 'info',
    title: 'По заявке отказано',
    text: 'Решение по этой заявке уже принято. Партнёры ниже рассматривают заявки по своим правилам и готовы выдать деньги уже сейчас.',
    emptyHint: laterHint,
  },
  empty: {
    tone: 'info',
    title: 'Заявка заполнена не до конца',
    text: 'Решение придёт после того, как вы её дозаполните и отправите. А пока — предложения партнёров.',
    emptyHint: laterHint,
  },
  'not-found': {
    tone: 'info',
    title: 'Заявка не найдена',
    text: 'По этой ссылке заявки нет. Предложения партнёров ниже; чтобы получить решение, оформите заявку.',
    emptyHint: laterHint,
  },
  // Also a signed-out visitor's notice, which the shell's first frame draws (shared-contracts/routes).
  unknown: { ...shopwindowSignedOutNotice, emptyHint: laterHint },
};

/** The notice above the offers: the scenario's while the application is waiting (or being read), its status's otherwise. */
export function scenarioMessageFor(scenario: ShopwindowScenario, status: ApplicationStatus): ScenarioMessage {
  return status === 'pending' || status === 'loading' ? scenarioMessages[scenario] : statusMessages[status];
}

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
