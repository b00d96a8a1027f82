/** What the offers list says in every page that shows it; each page adds its own lines. */
export const offersListTexts = {
  errorTitle: 'Не удалось загрузить предложения',
  errorNetworkText: 'Проверьте подключение к интернету и попробуйте ещё раз.',
  retry: 'Повторить',
} as const;
