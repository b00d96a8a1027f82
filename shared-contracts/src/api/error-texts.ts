import { clientErrorTexts } from 'platform';

/** SPEC §8 texts that several parts show: the client's own, and the forms' (application, cabinet). */
export const errorTexts = {
  ...clientErrorTexts,
  /** 422 on `code`. */
  wrongCode: 'Неправильный код',
  /** 422 on `phone`. */
  badPhone: 'Некорректный номер телефона',
  /** Setting a password on an account that is not activated failed. */
  protectAccountFailed: 'Что-то пошло не так, повторите попытку позднее...',
} as const;
