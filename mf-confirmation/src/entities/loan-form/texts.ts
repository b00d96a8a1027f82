import type { FormType } from '@microloans/shared-contracts/routes';

/** How each form type is named on the page: a loan (займ) or a credit (кредит). */
export const formTexts: Record<FormType, { title: string; amount: string; term: string }> = {
  loans: { title: 'Заявка на займ', amount: 'Сумма займа', term: 'Срок займа' },
  credits: { title: 'Заявка на кредит', amount: 'Сумма кредита', term: 'Срок кредита' },
};
