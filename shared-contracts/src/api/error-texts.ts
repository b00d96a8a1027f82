import { clientErrorTexts } from '@microloans/platform';

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

/** The phone and email code texts (SPEC §8) every form that sends a code shows. */
export const codeTexts = {
  enterCode: 'Введите код из СМС',
  wrongCode: errorTexts.wrongCode,
  badPhone: errorTexts.badPhone,
  rateLimit: errorTexts.rateLimit,
  unexpected: errorTexts.unexpected,
  /** The resend lock still runs (`sent: false`), or the countdown after a code was sent. */
  resendIn: (seconds: number): string => `Получить код повторно можно через ${seconds} сек.`,
} as const;
