/** Every text of the loyalty page, in one place. */
export const loyaltyTexts = {
  heading: 'Программа лояльности',
  intro: 'Копите монеты за своевременные выплаты и тратьте их на скидки по займам.',

  balanceHeading: 'Мои монеты',
  balanceLoading: 'Загружаем баланс монет',
  balanceError: 'Не удалось загрузить баланс монет',
  /** Under a zero balance. */
  balanceEmptyHint: 'Монеты начисляются за погашение займов вовремя и за приглашённых друзей.',

  balancesHeading: 'Все балансы',
  balancesLoading: 'Загружаем балансы',
  balancesError: 'Не удалось загрузить балансы',
  balancesEmpty: 'Балансов пока нет',

  historyHeading: 'История начислений и списаний',
  historyLoading: 'Загружаем историю',
  historyError: 'Не удалось загрузить историю',
  historyEmpty: 'Начислений и списаний пока не было',
  historyEmptyHint: 'Здесь появятся монеты, начисленные за погашение займов вовремя, и их списания.',
  /** A page past the last one (an old link, a typed address). */
  historyPageEmpty: (page: number) => `На странице ${page} записей нет`,
  historyToFirstPage: 'Перейти к первой странице',

  pagination: 'Страницы истории',
  pageOf: (page: number, count: number) => `Страница ${page} из ${count}`,
} as const;
