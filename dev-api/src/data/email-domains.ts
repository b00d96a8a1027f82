export const EMAIL_DOMAINS: readonly string[] = [
  'mail.ru',
  'yandex.ru',
  'gmail.com',
  'bk.ru',
  'list.ru',
  'inbox.ru',
  'rambler.ru',
  'ya.ru',
  'icloud.com',
  'outlook.com',
];
