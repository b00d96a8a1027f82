import { errorTexts } from 'shared-contracts/api';

/** SPEC §8 texts of the phone code, plus the designed ones around them. */
export const phoneCodeTexts = {
  wrongCode: errorTexts.wrongCode,
  badPhone: errorTexts.badPhone,
  rateLimit: errorTexts.rateLimit,
  unexpected: errorTexts.unexpected,
  resendIn: (seconds: number) => `Получить код повторно можно через ${seconds} сек.`,
  enterCode: 'Введите код из СМС',
} as const;
