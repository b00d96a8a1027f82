import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, tabTo } from '../lib/accessibility';
import { borrower, expectStep, suggestionOptions } from '../lib/application';
import { lastCodeSentTo, resetDevApi } from '../lib/dev-api';
import { takenOver } from '../lib/taken-over';

/**
 * The borrower's whole journey with the keyboard alone — calculator, three steps, the phone code,
 * the shop window — and each screen of it without a serious accessibility violation.
 */
test.beforeEach(async ({ request }) => {
  await resetDevApi(request);
});

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Tabs to the field and types, key by key. */
async function typeInField(page: Page, label: string, text: string) {
  await tabTo(page, field(page, label));
  await page.keyboard.type(text);
}

/** Picks a suggestion with the arrow keys and Enter; the field then holds it. */
async function chooseSuggestion(page: Page, label: string, text: RegExp) {
  await expect(suggestionOptions(page).filter({ hasText: text }).first()).toBeVisible();
  await expect(async () => {
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('.ant-select-dropdown:visible:not([class*="-leave"]) .ant-select-item-option-active')).toContainText(text, {
      timeout: 1000,
    });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Enter');
  await expect(field(page, label)).toHaveValue(text);
}

/** Opens a select with the keyboard and picks `option`. */
async function chooseOption(page: Page, label: string, option: string) {
  await tabTo(page, field(page, label));
  await page.keyboard.press('ArrowDown');
  // The list just opened: the previous select's list may still be fading out (`…-leave`).
  const list = page.locator('.ant-select-dropdown:visible:not([class*="-leave"])');
  await expect(list).toBeVisible();
  await expect(async () => {
    await page.keyboard.press('ArrowDown');
    await expect(list.locator('.ant-select-item-option-active')).toHaveText(option, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Enter');
  await expect(page.locator('.kit-field').filter({ has: field(page, label) }).locator('.ant-select-content, .ant-select-selection-item')).toContainText(option);
}

async function expectAccessible(page: Page, screen: string) {
  expect(await seriousViolations(page), screen).toEqual([]);
}

test('the whole application with the keyboard alone, every screen without a serious accessibility violation', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  const apply = page.getByRole('button', { name: 'Получить деньги' });
  await expect(apply).toBeVisible();
  await takenOver(apply);
  await tabTo(page, apply);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/confirmation\?type=loans$/);

  // Step 1: contact data.
  await expectStep(page, 0);
  await expectAccessible(page, 'step 1');
  await typeInField(page, 'ФИО', borrower.fio);
  await page.keyboard.press('Escape');
  await typeInField(page, 'Дата рождения', borrower.birthday);
  await typeInField(page, 'Мобильный телефон', borrower.phoneDigits);
  await typeInField(page, 'Электронная почта', borrower.email);
  await page.keyboard.press('Escape');
  await tabTo(page, page.getByRole('button', { name: 'Продолжить', exact: true }));
  await page.keyboard.press('Enter');

  // The phone code.
  await expect(page.getByTestId('code-step')).toBeVisible();
  await expectAccessible(page, 'phone code');
  await typeInField(page, 'Введите код из СМС', await lastCodeSentTo(request, borrower.phone));
  await tabTo(page, page.getByRole('button', { name: 'Подтвердить' }));
  await page.keyboard.press('Enter');

  // Step 2: passport data, and a password for the new account.
  await expectStep(page, 1);
  await expectAccessible(page, 'step 2');
  await typeInField(page, 'Серия и номер паспорта', borrower.passport);
  await typeInField(page, 'Дата выдачи', borrower.passportDate);
  await typeInField(page, 'Код подразделения', borrower.fmsCode);
  await tabTo(page, field(page, 'Кем выдан'));
  await page.keyboard.type('ГУ МВД');
  await chooseSuggestion(page, 'Кем выдан', /МВД/);
  await typeInField(page, 'Место рождения', borrower.birthPlace);
  await typeInField(page, 'СНИЛС', borrower.snils);
  await typeInField(page, 'Адрес регистрации', borrower.addressQuery);
  await chooseSuggestion(page, 'Адрес регистрации', /Тверская, д 7/);
  await typeInField(page, 'Пароль', borrower.password);
  await typeInField(page, 'Повторите пароль', borrower.password);
  await tabTo(page, page.getByRole('button', { name: 'Продолжить', exact: true }));
  await page.keyboard.press('Enter');

  // Step 3: activity.
  await expectStep(page, 2);
  await expectAccessible(page, 'step 3');
  await chooseOption(page, 'Образование', 'Высшее');
  await chooseOption(page, 'Сфера деятельности', 'Наука');
  await typeInField(page, 'Ежемесячный доход, ₽', borrower.income);
  await typeInField(page, 'Место работы', 'ООО Ромашка');
  await tabTo(page, page.getByRole('button', { name: 'Отправить заявку' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/shopwindow\?scenario=lead&uuid=[0-9a-f-]{36}$/);
  await expect(page.getByTestId('offer-card').first()).toBeVisible();
  await expectAccessible(page, 'shop window');
});
