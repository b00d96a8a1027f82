import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { lastCodeSentTo } from './dev-api';

/** A borrower new to dev-api, and what they type on each step. */
export const borrower = {
  fio: 'Сидоров Пётр Ильич',
  birthday: '15031990',
  phoneDigits: '9991234567',
  phone: '79991234567',
  email: 'petr@example.ru',
  passport: '4600111222',
  passportDate: '20052015',
  fmsCode: '770001',
  birthPlace: 'г. Москва',
  snils: '12345678901',
  addressQuery: 'Москва Тверская 7',
  addressPick: 'Тверская, д 7',
  password: 'secret12',
  income: '85000',
} as const;

/** The form step shown (0..2). */
export const formStep = (page: Page) => page.getByTestId('application-form');

/** The step shown and taking input: not the server's first draw, held until the browser has read the draft. */
export async function expectStep(page: Page, step: 0 | 1 | 2): Promise<void> {
  await expect(formStep(page)).toHaveAttribute('data-step', String(step));
  await expect(formStep(page).locator('fieldset').first()).toBeEnabled();
}

/** Types into a masked field key by key, as a borrower does. */
export async function typeInto(page: Page, label: string, text: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.pressSequentially(text);
}

/** The open suggestion list's options (antd keeps a hidden accessible copy; these are the visible ones). */
export const suggestionOptions = (page: Page): Locator => page.locator('.ant-select-dropdown:visible .ant-select-item-option');

/**
 * Picks the first suggestion of the field labelled `label`, or the first one with `text`, and
 * checks the field now holds it. While a newer answer is on its way the list may still show the
 * previous one (as a borrower would see it) and be redrawn under the pointer: then the pick is
 * made again on the list as it is now.
 */
export async function pickSuggestion(page: Page, label: string, text?: string | RegExp): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await expect(async () => {
    const options = text === undefined ? suggestionOptions(page) : suggestionOptions(page).filter({ hasText: text });
    if ((await options.count()) === 0) await input.click();
    const option = options.first();
    const picked = (await option.textContent({ timeout: 2000 }))?.trim() ?? '';
    await option.click({ timeout: 2000 });
    await expect(input).toHaveValue(picked, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

export async function pickOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

export const fieldError = (page: Page, name: string): Locator => page.getByTestId(`error-${name}`);

export async function fillContacts(page: Page, phoneDigits: string = borrower.phoneDigits): Promise<void> {
  await typeInto(page, 'ФИО', borrower.fio);
  await page.keyboard.press('Escape');
  await typeInto(page, 'Дата рождения', borrower.birthday);
  await typeInto(page, 'Мобильный телефон', phoneDigits);
  await page.getByLabel('Электронная почта').fill(borrower.email);
}

/** Submits step 1 and confirms the phone with the code dev-api sent. */
export async function confirmPhone(page: Page, request: APIRequestContext, phone: string = borrower.phone): Promise<void> {
  await page.getByRole('button', { name: 'Продолжить', exact: true }).click();
  await expect(page.getByTestId('code-step')).toBeVisible();
  await page.getByLabel('Введите код из СМС').fill(await lastCodeSentTo(request, phone));
  await page.getByRole('button', { name: 'Подтвердить' }).click();
}

export async function fillPassport(page: Page, passport: string = borrower.passport): Promise<void> {
  await typeInto(page, 'Серия и номер паспорта', passport);
  await typeInto(page, 'Дата выдачи', borrower.passportDate);
  await typeInto(page, 'Код подразделения', borrower.fmsCode);
  await page.getByLabel('Кем выдан').click();
  await pickSuggestion(page, 'Кем выдан');
  await page.getByLabel('Место рождения').fill(borrower.birthPlace);
  await typeInto(page, 'СНИЛС', borrower.snils);
  await typeInto(page, 'Адрес регистрации', borrower.addressQuery);
  await pickSuggestion(page, 'Адрес регистрации', borrower.addressPick);
}

export async function fillAccountPassword(page: Page): Promise<void> {
  await page.getByLabel('Пароль', { exact: true }).fill(borrower.password);
  await page.getByLabel('Повторите пароль').fill(borrower.password);
}

export async function fillActivity(page: Page): Promise<void> {
  await pickOption(page, 'Образование', 'Высшее');
  await pickOption(page, 'Сфера деятельности', 'Наука');
  await page.getByLabel('Ежемесячный доход, ₽').fill(borrower.income);
  await page.getByLabel('Место работы').fill('ООО Ромашка');
}
