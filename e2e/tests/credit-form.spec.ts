import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from '../lib/accessibility';
import { borrower, confirmPhone, expectStep, fillAccountPassword, fillActivity, fillContacts, fillPassport } from '../lib/application';
import { devLeads, resetDevApi } from '../lib/dev-api';
import { takenOver } from '../lib/taken-over';

/**
 * The credit form (SPEC §9, `type=credits`): amount 200 000 ₽ (10 000–5 000 000, step 1 000), term
 * 2 (1–7) in years; the lead carries the amount and the term in days (years × 365).
 */
test.beforeEach(async ({ request }) => {
  await resetDevApi(request);
});

const calculator = (page: Page) => page.getByTestId('loan-calculator');
const amountSlider = (page: Page) => calculator(page).getByRole('slider', { name: 'Сумма кредита' });
const termSlider = (page: Page) => calculator(page).getByRole('slider', { name: 'Срок кредита' });
const amountShown = (page: Page) => calculator(page).getByTestId('loan-amount');
const termShown = (page: Page) => calculator(page).getByTestId('loan-term');

/** «4 999 000 ₽» as a pattern: the groups are separated by non-breaking spaces. */
const rubles = (text: string) => new RegExp(`^${text.replace(/ /g, '\\s')}\\s₽$`);

async function press(page: Page, slider: Locator, key: string): Promise<void> {
  await slider.focus();
  await page.keyboard.press(key);
}

test('the credit calculator: its limits and steps at every boundary, by keyboard alone', async ({ page }) => {
  await page.goto('/?type=credits');
  await takenOver(calculator(page));
  await expect(calculator(page)).toHaveAttribute('data-form-type', 'credits');
  await expect(amountShown(page)).toHaveText(rubles('200 000'));
  await expect(termShown(page)).toHaveText('2 года');

  const amount = amountSlider(page);
  await expect(amount).toHaveAttribute('min', '10000');
  await expect(amount).toHaveAttribute('max', '5000000');
  await expect(amount).toHaveAttribute('step', '1000');
  await press(page, amount, 'Home');
  await expect(amountShown(page)).toHaveText(rubles('10 000'));
  await page.keyboard.press('ArrowLeft'); // nothing below the minimum
  await expect(amountShown(page)).toHaveText(rubles('10 000'));
  await page.keyboard.press('ArrowRight');
  await expect(amountShown(page)).toHaveText(rubles('11 000'));
  await expect(amount).toHaveAttribute('aria-valuetext', /^11\s000\s₽$/);
  await page.keyboard.press('End');
  await expect(amountShown(page)).toHaveText(rubles('5 000 000'));
  await page.keyboard.press('ArrowRight'); // nothing above the maximum
  await expect(amountShown(page)).toHaveText(rubles('5 000 000'));
  await page.keyboard.press('ArrowLeft');
  await expect(amountShown(page)).toHaveText(rubles('4 999 000'));

  const term = termSlider(page);
  await expect(term).toHaveAttribute('min', '1');
  await expect(term).toHaveAttribute('max', '7');
  await expect(term).toHaveAttribute('step', '1');
  await press(page, term, 'Home');
  await expect(termShown(page)).toHaveText('1 год');
  await page.keyboard.press('ArrowLeft');
  await expect(termShown(page)).toHaveText('1 год');
  await page.keyboard.press('ArrowRight');
  await expect(termShown(page)).toHaveText('2 года');
  await expect(term).toHaveAttribute('aria-valuetext', '2 года');
  await page.keyboard.press('End');
  await expect(termShown(page)).toHaveText('7 лет');
  await page.keyboard.press('ArrowRight');
  await expect(termShown(page)).toHaveText('7 лет');
  for (const text of ['6 лет', '5 лет', '4 года', '3 года']) {
    await page.keyboard.press('ArrowLeft');
    await expect(termShown(page)).toHaveText(text);
  }
  expect(await seriousViolations(page)).toEqual([]);

  // The loan form keeps its own limits and choice.
  await page.goto('/?type=loans');
  await expect(calculator(page)).toHaveAttribute('data-form-type', 'loans');
  await expect(amountShown(page)).toHaveText(rubles('30 000'));
  await expect(termShown(page)).toHaveText('7 дней');
  await expect(calculator(page).getByRole('slider', { name: 'Сумма займа' })).toHaveAttribute('max', '100000');
});

test('an application with the credit type reaches the server with its amount and its term in days', async ({ page, request }) => {
  await page.goto('/?type=credits');
  await takenOver(calculator(page));
  await press(page, amountSlider(page), 'End');
  await page.keyboard.press('ArrowLeft'); // 4 999 000 ₽
  await press(page, termSlider(page), 'End');
  await page.keyboard.press('ArrowLeft'); // 6 years
  await expect(termShown(page)).toHaveText('6 лет');
  await calculator(page).getByRole('button', { name: 'Получить деньги' }).click();

  await expect(page).toHaveURL(/\/confirmation\?type=credits$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Заявка на кредит' })).toBeVisible();
  await expect(page.getByTestId('loan-summary')).toHaveText(/4\s999\s000\s₽ на 6 лет/);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('loansForm'))) ?? 'null')).toEqual({ credits: { amount: 4999000, term: 2190 } });

  // «Изменить» goes back to the credit calculator, with the choice kept.
  await page.getByTestId('loan-summary').getByRole('link', { name: 'Изменить' }).click();
  await expect(page).toHaveURL(/\/\?type=credits$/);
  await expect(amountShown(page)).toHaveText(rubles('4 999 000'));
  await expect(termShown(page)).toHaveText('6 лет');
  await calculator(page).getByRole('button', { name: 'Получить деньги' }).click();
  await expect(page).toHaveURL(/\/confirmation\?type=credits$/);

  // The same three steps and rules as a loan.
  await expectStep(page, 0);
  await fillContacts(page);
  await confirmPhone(page, request);
  await expectStep(page, 1);
  await fillPassport(page);
  await fillAccountPassword(page);
  await page.getByRole('button', { name: 'Продолжить', exact: true }).click();
  await expectStep(page, 2);
  await fillActivity(page);
  await page.getByRole('button', { name: 'Отправить заявку' }).click();

  await expect(page).toHaveURL(/\/shopwindow\?scenario=lead&uuid=[0-9a-f-]{36}$/);
  const uuid = new URL(page.url()).searchParams.get('uuid');
  const lead = (await devLeads(request)).find((candidate) => candidate.uuid === uuid);
  expect(lead).toMatchObject({
    collected: true,
    amount: 4999000,
    term: 6 * 365,
    sectionSlug: 'credits',
    sourcePage: 'main_confirmation',
    phone: borrower.phone,
  });
});

test('a credit application on a 360 px phone: nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/?type=credits');
  await takenOver(calculator(page));
  await press(page, amountSlider(page), 'End');
  await expect(amountShown(page)).toHaveText(rubles('5 000 000'));
  await calculator(page).getByRole('button', { name: 'Получить деньги' }).click();
  await expect(page.getByTestId('loan-summary')).toHaveText(/5\s000\s000\s₽ на 2 года/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
