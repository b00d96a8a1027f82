import type { OffersParams } from '@microloans/shared-contracts/api';

/** The server chooses the offers for whoever is signed in, from their latest application. */
export const personalOffersParams: OffersParams = { scenario: 'personal' };

export const personalOffersTexts = {
  heading: 'Персональные предложения',
  intro:
    'Мы подобрали предложения партнёров по вашей последней заявке: все они выдают нужную вам сумму. Сначала — те, где вероятность одобрения выше.',
  offersLabel: 'Предложения по вашей заявке',
  loading: 'Загружаем персональные предложения',
  /** Under «Не удалось загрузить предложения» when the server failed. */
  errorText: 'Попробуйте ещё раз чуть позже.',
  empty: 'Персональных предложений пока нет',
  /** The borrower has no finished application yet. */
  noApplicationHint: 'Мы подберём их по вашей заявке на заём: подайте её — и предложения появятся здесь.',
  /** The borrower has an application, but no partner lends its amount. */
  nothingFitsHint: 'Под сумму вашей последней заявки предложений не нашлось. Подайте новую заявку — и мы подберём предложения под неё.',
  apply: 'Подать заявку',
} as const;
