export const leaveForLenderTexts = {
  action: 'Получить деньги',
  title: 'Переход на сайт партнёра',
  confirm: 'Перейти',
  cancel: 'Отмена',
  refused: 'Не удалось открыть сайт партнёра. Попробуйте ещё раз или выберите другое предложение.',
} as const;
