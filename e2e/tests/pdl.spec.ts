import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../lib/accessibility';
import { confirmPhone, expectStep, fillAccountPassword, fillActivity, fillPassport } from '../lib/application';
import { addDevFault, devLeads, resetDevApi } from '../lib/dev-api';
import { takenOver } from '../lib/taken-over';

/** PD links (SPEC §2 page type `pd_link`): dev-api's seeded links (src/data/misc.ts). */
const demoLink = {
  path: '/pdl/pdl-demo',
  fio: 'Сидоров Алексей Петрович',
  phone: '79990000003',
  email: 'sidorov@example.ru',
  amount: 15000,
  term: 14,
} as const;

test.beforeEach(async ({ request }) => {
  await resetDevApi(request);
});

const closedPage = (page: Page) => page.getByTestId('pdl-closed');

test('an active link opens the application pre-filled from it; the lead is pd_link and ends in the pdl_lead shop window', async ({ page, request }) => {
  await page.goto(demoLink.path);
  await expect(page.getByRole('heading', { level: 1, name: 'Заявка на займ' })).toBeVisible();
  await expectStep(page, 0);
  // The link's lead fills the contact step; its amount and term are the application's own.
  await expect(page.getByLabel('ФИО')).toHaveValue(demoLink.fio);
  await expect(page.getByLabel('Дата рождения')).toHaveValue('21-07-1985');
  await expect(page.getByLabel('Мобильный телефон')).toHaveValue('+7 (999) 000-00-03');
  await expect(page.getByLabel('Электронная почта')).toHaveValue(demoLink.email);
  const summary = page.getByTestId('loan-summary');
  await expect(summary).toHaveText(/15\s000\s₽ на 14 дней/);
  await expect(summary.getByRole('link', { name: 'Изменить' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await confirmPhone(page, request, demoLink.phone);
  await expectStep(page, 1);
  await fillPassport(page);
  // A phone new to dev-api makes an account without a password: this step asks to protect it.
  await expect(page.getByTestId('account-password')).toBeVisible();
  await fillAccountPassword(page);
  await page.getByRole('button', { name: 'Продолжить', exact: true }).click();

  await expectStep(page, 2);
  await fillActivity(page);
  await page.getByRole('button', { name: 'Отправить заявку' }).click();

  await expect(page).toHaveURL(/\/shopwindow\?scenario=pdl_lead&uuid=[0-9a-f-]{36}$/);
  await expect(page.getByTestId('shopwindow-message')).toHaveAttribute('data-scenario', 'pdl_lead');
  const uuid = new URL(page.url()).searchParams.get('uuid');
  const lead = (await devLeads(request)).find((candidate) => candidate.uuid === uuid);
  expect(lead).toMatchObject({
    collected: true,
    sourcePage: 'pd_link',
    scenario: 'pdl_lead',
    amount: demoLink.amount,
    term: demoLink.term,
    fio: demoLink.fio,
    phone: demoLink.phone,
    email: demoLink.email,
    birthday: '1985-07-21',
    passportData: '4600 111222',
  });
});

test('a reload of an active link keeps what was typed after it', async ({ page }) => {
  await page.goto(demoLink.path);
  await expectStep(page, 0);
  await page.getByLabel('Электронная почта').fill('other@example.ru');
  // Saved after the 300 ms debounce: wait for it to be in storage, then reload.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('confirmationFormData') ?? '')).toContain('other@example.ru');
  await page.reload();
  await expectStep(page, 0);
  await expect(page.getByLabel('Электронная почта')).toHaveValue('other@example.ru');
  await expect(page.getByLabel('ФИО')).toHaveValue(demoLink.fio);
});

const closedLinks = [
  { path: '/pdl/pdl-expired', kind: 'expired', title: 'Срок действия ссылки истёк', text: 'Ссылка больше не действует' },
  { path: '/pdl/pdl-used', kind: 'used', title: 'Ссылка уже использована', text: 'По этой ссылке заявка уже отправлена' },
  { path: '/pdl/unknown-id', kind: 'unknown', title: 'Ссылка не найдена', text: 'Такой ссылки нет' },
] as const;

for (const link of closedLinks) {
  test(`${link.path}: «${link.title}», and «Подать заявку» opens the ordinary application`, async ({ page }) => {
    await page.goto(link.path);
    const closed = closedPage(page);
    await expect(closed).toHaveAttribute('data-kind', link.kind);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(link.title);
    await expect(closed).toContainText(link.text);
    // Not the error screen: the page is about the link, and nothing of the application is shown.
    await expect(page.getByText('Страница просто не найдена')).toHaveCount(0);
    await expect(page.getByTestId('application-form')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    // Usable with the keyboard alone.
    const apply = closed.getByRole('button', { name: 'Подать заявку' });
    await apply.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/confirmation\?type=loans$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Заявка на займ' })).toBeVisible();
    await expectStep(page, 0);
    await expect(page.getByLabel('ФИО')).toHaveValue('');
  });
}

test('a failed check says so with «Повторить»; a retry opens the application', async ({ page, request }) => {
  await addDevFault(request, { path: '/pdl/check/pdl-demo', method: 'GET', status: 503, count: 1 });
  await page.goto(demoLink.path);
  const failed = page.getByTestId('pdl-failed');
  await expect(failed).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Не удалось проверить ссылку');
  await failed.getByRole('button', { name: 'Повторить' }).click();
  await expectStep(page, 0);
  await expect(page.getByLabel('ФИО')).toHaveValue(demoLink.fio);
});

test('a 360 px phone: the link pages wrap, nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of [demoLink.path, '/pdl/pdl-expired']) {
    await page.goto(path);
    await expect(page.getByTestId(path === demoLink.path ? 'application-form' : 'pdl-closed')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test("a link's application stays the link's: the site's form opened after it is the borrower's own choice, empty, and stays so after a reload", async ({ page }) => {
  await page.goto(demoLink.path);
  await expect(page.getByLabel('ФИО')).toHaveValue(demoLink.fio);

  // Then, on the site: 60 000 ₽ for 20 days.
  await page.goto('/');
  const calculator = page.getByTestId('loan-calculator');
  await takenOver(calculator);
  const [amount, term] = [calculator.getByRole('slider').nth(0), calculator.getByRole('slider').nth(1)];
  await amount.focus();
  for (let step = 0; step < 30; step += 1) await page.keyboard.press('ArrowRight');
  await expect(calculator.getByTestId('loan-amount')).toHaveText(/^60\s000\s₽$/);
  await term.focus();
  for (let step = 0; step < 13; step += 1) await page.keyboard.press('ArrowRight');
  await expect(calculator.getByTestId('loan-term')).toHaveText('20 дней');
  await calculator.getByRole('button', { name: 'Получить деньги' }).click();

  for (const visit of ['after the link', 'after a reload']) {
    const summary = page.getByTestId('loan-summary');
    await expect(summary, visit).toHaveText(/60\s000\s₽ на 20 дней/);
    await expect(summary.getByRole('link', { name: 'Изменить' }), visit).toBeVisible();
    await expect(page.getByLabel('ФИО'), visit).toHaveValue('');
    await expect(page.getByLabel('Мобильный телефон'), visit).toHaveValue('');
    await expect(page.getByLabel('Электронная почта'), visit).toHaveValue('');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('confirmationFormData') ?? '{}') as { sourcePage?: string; pdLinkId?: string | null });
    expect(stored.sourcePage ?? 'main_confirmation', visit).toBe('main_confirmation');
    expect(stored.pdLinkId ?? null, visit).toBeNull();
    await page.reload();
  }

  // The credit form is the borrower's own too.
  await page.goto('/confirmation?type=credits');
  await expect(page.getByLabel('ФИО')).toHaveValue('');
});
