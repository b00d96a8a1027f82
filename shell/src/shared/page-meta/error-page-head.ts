import type { AppError } from '@microloans/platform';

/** The error screens' heads (the tab's title and the description); a 404 says the page is not there. */
export const errorPageHeads = {
  notFound: { title: 'Страница не найдена', description: 'Такой страницы нет или она была удалена.' },
  failure: { title: 'Ошибка', description: 'Произошла ошибка. Пожалуйста, повторите попытку позже.' },
} as const satisfies Record<string, { title: string; description: string }>;

export function errorPageHead(status: AppError['status']) {
  return status === 404 ? errorPageHeads.notFound : errorPageHeads.failure;
}
