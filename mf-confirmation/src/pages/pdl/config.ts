import type { PdLinkKind } from '../../entities/pd-link';

export type ClosedLinkKind = Exclude<PdLinkKind, 'active'>;

/** What the borrower is told about a link that cannot start an application, and where to go instead. */
export const closedLinkTexts: Record<ClosedLinkKind, { title: string; text: string }> = {
  used: {
    title: 'Ссылка уже использована',
    text: 'По этой ссылке заявка уже отправлена, второй раз она не сработает. Подайте новую заявку на сайте — это займёт несколько минут.',
  },
  expired: {
    title: 'Срок действия ссылки истёк',
    text: 'Ссылка больше не действует. Подайте заявку на сайте — это займёт несколько минут.',
  },
  unknown: {
    title: 'Ссылка не найдена',
    text: 'Такой ссылки нет: возможно, в адресе опечатка. Проверьте ссылку или подайте заявку на сайте — это займёт несколько минут.',
  },
};

export const pdLinkTexts = {
  checking: 'Проверяем ссылку',
  apply: 'Подать заявку',
  failedTitle: 'Не удалось проверить ссылку',
  failedText: 'Попробуйте ещё раз чуть позже.',
  failedNetworkText: 'Проверьте подключение к интернету и попробуйте ещё раз.',
  retry: 'Повторить',
} as const;
