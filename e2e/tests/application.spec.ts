import { expect, test } from '@playwright/test';
import {
  borrower,
  confirmPhone,
  expectStep,
  formStep,
  fillAccountPassword,
  fillActivity,
  fillContacts,
  fillPassport,
  pickSuggestion,
  typeInto,
} from '../lib/application';
import { devLeads, resetDevApi, seededLeads } from '../lib/dev-api';
import { countRemovals, pageTakenOver, takenOver } from '../lib/taken-over';
import { holdScripts } from '../lib/app-scripts';
import { expectPurposes } from '../lib/accessibility';

test.beforeEach(async ({ request }) => {
  await resetDevApi(request);
});

const reachedGoals = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const queue = (window as unknown as { ym?: { a?: unknown[][] } }).ym?.a ?? [];
    return queue.filter((call) => call[1] === 'reachGoal').map((call) => [call[2], call[3]] as [string, unknown]);
  });

/** The application as the page has written it to local storage (what a reload restores from). */
const storedDraft = (page: import('@playwright/test').Page) => page.evaluate(() => localStorage.getItem('confirmationFormData') ?? '');

test('an anonymous visitor: calculator → three steps → phone code → the shop window with scenario=lead', async ({ page, request }) => {
  await page.goto('/');
  const calculator = page.getByTestId('loan-calculator');
  await takenOver(calculator);
  await calculator.getByRole('slider').nth(1).focus();
  await page.keyboard.press('ArrowRight'); // 8 days
  await calculator.getByRole('button', { name: 'Получить деньги' }).click();
  await expect(page).toHaveURL(/\/confirmation\?type=loans$/);
  await expect(page.getByTestId('loan-summary')).toContainText('8 дней');

  await expectStep(page, 0);
  await expectPurposes(page, { ФИО: 'name', 'Дата рождения': 'bday', 'Мобильный телефон': 'tel', 'Электронная почта': 'email' });
  await fillContacts(page);
  await confirmPhone(page, request);

  await expectStep(page, 1);
  await fillPassport(page);
  // A new phone makes an account without a password: this step asks to protect it.
  await expect(page.getByTestId('account-password')).toBeVisible();
  await expectPurposes(page, { Пароль: 'new-password', 'Повторите пароль': 'new-password' });
  await fillAccountPassword(page);
  await page.getByRole('button', { name: 'Продолжить', exact: true }).click();

  await expectStep(page, 2);
  await fillActivity(page);
  await page.getByRole('button', { name: 'Отправить заявку' }).click();

  await expect(page).toHaveURL(/\/shopwindow\?scenario=lead&uuid=[0-9a-f-]{36}$/);
  const uuid = new URL(page.url()).searchParams.get('uuid');
  await expect(page.getByTestId('shopwindow-message')).toHaveAttribute('data-scenario', 'lead');

  const lead = (await devLeads(request)).find((candidate) => candidate.uuid === uuid);
  expect(lead).toMatchObject({
    collected: true,
    status: 'pending',
    amount: 30000,
    term: 8,
    fio: borrower.fio,
    phone: borrower.phone,
    birthday: '1990-03-15',
    passportData: '4600 111222',
    passportDate: '2015-05-20',
    passportFmsCode: '770-001',
    snilsNumber: '123-456-789 01',
    userAnotherRegistrationRegion: false,
    education: 'HIGHER',
    workField: 'Наука',
    totalIncome: 85000,
    sourcePage: 'main_confirmation',
  });
  expect(lead?.registrationFullAddress).toContain('Тверская');
  expect(lead?.actualFullAddress).toBe(lead?.registrationFullAddress);
  expect(lead?.registrationAddress).toMatchObject({ regionCode: '77', houseNumber: '7' });

  // The application is sent: the stored draft starts afresh (lead id cleared, step 1).
  const stored = await page.evaluate(() => ({
    data: JSON.parse(localStorage.getItem('confirmationFormData') ?? 'null') as { leadId: number | null; values: { fio: string } },
    step: localStorage.getItem('confirmationCurrentStep'),
  }));
  expect(stored.data.leadId).toBeNull();
  expect(stored.data.values.fio).toBe('');
  expect(stored.step).toBe('0');

  // SPEC §7 goals: lead start, each step, field validity on blur.
  const goals = (await reachedGoals(page)).map(([name]) => name);
  expect(goals).toEqual(expect.arrayContaining(['lead_start', 'lead_step_1', 'lead_step_2', 'lead_step_3', 'input_valid', 'auth']));
});

test('the same passport again: the shop window with scenario=duplicate and the earlier application', async ({ page, request }) => {
  await page.goto('/confirmation?type=loans');
  await fillContacts(page);
  await confirmPhone(page, request);
  await expectStep(page, 1);
  await fillPassport(page, seededLeads.passport.replace(' ', ''));
  await fillAccountPassword(page);
  await page.getByRole('button', { name: 'Продолжить', exact: true }).click();
  await expect(page).toHaveURL(`/shopwindow?scenario=duplicate&uuid=${seededLeads.pending}`);
  await expect(page.getByTestId('shopwindow-message')).toHaveAttribute('data-scenario', 'duplicate');
});

test('a reload with a draft: the form the server drew stays on the page and takes the kept values in place', async ({ page }) => {
  await page.goto('/confirmation?type=loans');
  await expectStep(page, 0);
  await typeInto(page, 'ФИО', borrower.fio);
  await expect.poll(() => storedDraft(page)).toContain(borrower.fio);
  // Every removal of the form from the page, from the reload's first byte.
  const formRemovals = await countRemovals(page, '[data-testid="application-form"]');
  await page.reload();
  await expectStep(page, 0);
  await expect(page.getByLabel('ФИО')).toHaveValue(borrower.fio);
  await pageTakenOver(page);
  expect(await formRemovals()).toBe(0);
});

test('the last keystroke before a reload is never shown gone: the server draws the fields awaiting the draft, and they are filled as they stop awaiting', async ({ page }) => {
  await page.goto('/confirmation?type=loans');
  await expectStep(page, 0);
  const email = page.getByLabel('Электронная почта');
  await email.fill('new.borrower@example.ru');
  // Reloaded at once (the tab's leaving saves the draft), with the page's code held.
  await page.addInitScript(() => {
    // What the e-mail field held each time the form stopped awaiting the draft, from the first byte.
    const seen: string[] = [];
    Object.assign(window, { __valuesWhenFilled: seen });
    new MutationObserver((changes) => {
      for (const change of changes) {
        const fieldset = change.target as Element;
        if (change.oldValue !== null && !fieldset.hasAttribute('data-awaiting')) seen.push(document.querySelector<HTMLInputElement>('#email')?.value ?? '(none)');
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-awaiting'], attributeOldValue: true });
  });
  const scripts = await holdScripts(page);
  await page.reload();

  // The server cannot know what was typed: it draws the step's fields awaiting it, not empty.
  const fieldset = formStep(page).locator('fieldset').first();
  await expect(fieldset).toHaveAttribute('data-awaiting', '');
  await expect(fieldset).toHaveAttribute('aria-busy', 'true');
  const looks = await email.evaluate((input) => ({ text: getComputedStyle(input).color, placeholder: getComputedStyle(input, '::placeholder').color }));
  expect(looks).toEqual({ text: 'rgba(0, 0, 0, 0)', placeholder: 'rgba(0, 0, 0, 0)' });

  await scripts.release();
  await expectStep(page, 0);
  await expect(email).toHaveValue('new.borrower@example.ru');
  await expect(fieldset).not.toHaveAttribute('data-awaiting');
  expect(await page.evaluate(() => (window as unknown as { __valuesWhenFilled: string[] }).__valuesWhenFilled)).toEqual(['new.borrower@example.ru']);
});

test('a draft on a later step: the server draws that step (the step alone), and the browser fills it in place', async ({ page, request }) => {
  await page.goto('/confirmation?type=loans');
  await fillContacts(page);
  await confirmPhone(page, request);
  await expectStep(page, 1);
  await page.getByLabel('Место рождения').fill(borrower.birthPlace);
  await expect.poll(() => storedDraft(page)).toContain(borrower.birthPlace);
  // The server is told the step, and nothing else of the draft.
  const hint = (await page.context().cookies()).find((cookie) => cookie.name === 'application_step');
  expect(hint?.value).toBe('1');
  const serverHtml = await (await page.request.get('/confirmation?type=loans')).text();
  expect(serverHtml).toMatch(/<form[^>]*data-testid="application-form"[^>]*data-step="1"/);
  expect(serverHtml).not.toContain(borrower.birthPlace);
  expect(serverHtml).not.toContain(borrower.email);

  // Reloaded with the code held: the step on screen is the draft's from the first paint.
  await page.addInitScript(() => {
    const seen = { steps: [] as string[] };
    Object.assign(window, { __stepsSeen: seen });
    const note = () => {
      const step = document.querySelector('[data-testid="application-form"]')?.getAttribute('data-step');
      if (step && seen.steps[seen.steps.length - 1] !== step) seen.steps.push(step);
    };
    new MutationObserver(note).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-step'] });
  });
  const scripts = await holdScripts(page);
  await page.reload();
  await expect(formStep(page)).toHaveAttribute('data-step', '1');
  await scripts.release();
  await expectStep(page, 1);
  await expect(page.getByLabel('Место рождения')).toHaveValue(borrower.birthPlace);
  expect(await page.evaluate(() => (window as unknown as { __stepsSeen: { steps: string[] } }).__stepsSeen.steps)).toEqual(['1']);
});

test('a hint that is no step of the application draws the first one', async ({ request }) => {
  for (const value of ['3', '-1', '1.5', 'abc', '%3Cscript%3Ealert(1)%3C%2Fscript%3E', '0']) {
    const html = await (await request.get('/confirmation?type=loans', { headers: { Cookie: `application_step=${value}` } })).text();
    expect(html, value).toMatch(/<form[^>]*data-testid="application-form"[^>]*data-step="0"/);
    expect(html, value).not.toContain('<script>alert');
  }
});

test('a reload on each step restores every field and the step', async ({ page, request }) => {
  await page.goto('/confirmation?type=loans');
  await fillContacts(page);
  // Saved once the 300 ms debounce has passed: the last field typed is in the draft.
  await expect.poll(() => storedDraft(page)).toContain(borrower.email);
  await page.reload();
  await expectStep(page, 0);
  await expect(page.getByLabel('ФИО')).toHaveValue(borrower.fio);
  await expect(page.getByLabel('Дата рождения')).toHaveValue('15-03-1990');
  await expect(page.getByLabel('Мобильный телефон')).toHaveValue('+7 (999) 123-45-67');
  await expect(page.getByLabel('Электронная почта')).toHaveValue(borrower.email);
  await expect(page.getByLabel(/обработку персональных данных/)).toBeChecked();

  await confirmPhone(page, request);
  await expectStep(page, 1);
  await fillPassport(page);
  await page.getByLabel('Адрес проживания отличается от адреса регистрации').check();
  await page.getByLabel('Адрес проживания', { exact: true }).pressSequentially('Казань Баумана');
  await pickSuggestion(page, 'Адрес проживания', 'Баумана');
  await fillAccountPassword(page);
  await expect.poll(() => storedDraft(page)).toContain('Баумана');
  await page.reload();
  await expectStep(page, 1);
  await expect(page.getByLabel('Серия и номер паспорта')).toHaveValue('4600 111222');
  await expect(page.getByLabel('Дата выдачи')).toHaveValue('20-05-2015');
  await expect(page.getByLabel('Код подразделения')).toHaveValue('770-001');
  await expect(page.getByLabel('Кем выдан')).not.toHaveValue('');
  await expect(page.getByLabel('Место рождения')).toHaveValue(borrower.birthPlace);
  await expect(page.getByLabel('СНИЛС')).toHaveValue('123-456-789 01');
  await expect(page.getByLabel('Адрес регистрации')).toHaveValue(/Тверская/);
  await expect(page.getByLabel('Адрес проживания отличается от адреса регистрации')).toBeChecked();
  await expect(page.getByLabel('Адрес проживания', { exact: true })).toHaveValue(/Баумана/);
  // The password is never written to storage: it is asked again.
  await expect(page.getByLabel('Пароль', { exact: true })).toHaveValue('');
  expect(await page.evaluate(() => localStorage.getItem('confirmationFormData'))).not.toContain(borrower.password);

  await fillAccountPassword(page);
  await page.getByRole('button', { name: 'Продолжить', exact: true }).click();
  await expectStep(page, 2);
  await fillActivity(page);
  await expect.poll(() => storedDraft(page)).toContain('ООО Ромашка');
  await page.reload();
  await expectStep(page, 2);
  await expect(page.getByTestId('field-education')).toContainText('Высшее');
  await expect(page.getByTestId('field-workField')).toContainText('Наука');
  await expect(page.getByLabel('Ежемесячный доход, ₽')).toHaveValue(borrower.income);
  await expect(page.getByLabel('Место работы')).toHaveValue('ООО Ромашка');

  // Back returns to the previous step with its fields.
  await page.getByRole('button', { name: 'Назад' }).click();
  await expectStep(page, 1);
  await expect(page.getByLabel('Серия и номер паспорта')).toHaveValue('4600 111222');
});
