import { expect, test, type Page } from '@playwright/test';
import { borrower, expectStep, fieldError, fillContacts, fillPassport, pickSuggestion } from '../lib/application';
import { addDevFault, devApiUrl, devLeads, inactiveLoyaltyUser, lastCodeSentTo, resetDevApi, seededUser, signInWithCookies } from '../lib/dev-api';

test.beforeEach(async ({ request }) => {
  await resetDevApi(request);
});

const required = 'Это поле обязательно для заполнения';

/** Replaces what a (masked) field holds by typing, key by key. */
async function retype(page: Page, label: string, text: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.press('Backspace');
  if (text) await input.pressSequentially(text);
}

/**
 * Opens the application on `step` with the given stored values, as a reload would. The values are
 * put in storage before the page's scripts run (once: a later reload keeps what the page saved),
 * never between two loads: the page saves its own draft when it is hidden, over anything written
 * while it was open.
 */
async function openStoredDraft(page: Page, step: 0 | 1 | 2, values: Record<string, unknown>, ownerPhone: string | null = null) {
  await page.addInitScript(
    ({ step, values, ownerPhone, flag }) => {
      if (sessionStorage.getItem(flag)) return;
      sessionStorage.setItem(flag, '1');
      localStorage.setItem('confirmationFormData', JSON.stringify({ values, leadId: null, ownerPhone }));
      localStorage.setItem('confirmationCurrentStep', String(step));
    },
    { step, values, ownerPhone, flag: `e2e-draft-${Date.now()}-${Math.random()}` },
  );
  await page.goto('/confirmation?type=loans');
  await expectStep(page, step);
}

test('step 1: every rule of SPEC §5 shows its message, and nothing typed is lost', async ({ page }) => {
  await page.goto('/confirmation?type=loans');
  const next = page.getByRole('button', { name: 'Продолжить', exact: true });
  await next.click();
  for (const name of ['fio', 'birthday', 'phone', 'email']) await expect(fieldError(page, name)).toHaveText(required);
  // The first field in error takes the focus.
  await expect(page.getByLabel('ФИО')).toBeFocused();

  const cases: Array<[label: string, name: string, text: string, message: string]> = [
    ['ФИО', 'fio', 'Сидоров', 'Укажите фамилию и имя через пробел'],
    ['ФИО', 'fio', 'Сидоров Пётр!', 'Недопустимые символы'],
    ['Дата рождения', 'birthday', '01012010', 'Возраст должен быть от 21 до 90 лет'],
    ['Дата рождения', 'birthday', '01011920', 'Возраст должен быть от 21 до 90 лет'],
    ['Дата рождения', 'birthday', '31022000', 'Неверный формат. Проверьте правильность ввода даты'],
    ['Дата рождения', 'birthday', '1503', 'Неверный формат. Проверьте правильность ввода даты'],
    ['Мобильный телефон', 'phone', '999123', 'Неверный формат. Проверьте правильность ввода телефона'],
    ['Электронная почта', 'email', 'petr@', 'Неверный формат электронной почты'],
  ];
  for (const [label, name, text, message] of cases) {
    await retype(page, label, text);
    await next.click();
    await expect(fieldError(page, name), `${label}: ${text}`).toHaveText(message);
  }
  // The masks keep only what fits: letters never reach the phone, extra digits are cut off.
  await retype(page, 'Мобильный телефон', 'abc99912345678');
  await expect(page.getByLabel('Мобильный телефон')).toHaveValue('+7 (999) 123-45-67');

  await page.getByLabel(/обработку персональных данных/).uncheck();
  await page.getByLabel(/информационные рассылки/).uncheck();
  await next.click();
  await expect(fieldError(page, 'privacyAgreement')).toHaveText('Примите соглашение');
  await expect(fieldError(page, 'mailingAgreement')).toHaveText('Примите соглашение');
  // The bad input is still there to correct.
  await expect(page.getByLabel('Электронная почта')).toHaveValue('petr@');
  await expect(page.getByLabel('ФИО')).toHaveValue('Сидоров Пётр!');
});

test('step 2 and step 3: passport, addresses, password and activity rules show their messages', async ({ page, request, context }) => {
  // An account without a password (seeded user 2) is asked for one on step 2.
  await signInWithCookies(request, context, inactiveLoyaltyUser);
  await openStoredDraft(page, 1, { fio: 'Иванова Мария', phone: '+7 (999) 000-00-02' }, inactiveLoyaltyUser.phone);
  await expect(page.getByTestId('account-password')).toBeVisible();
  const next = page.getByRole('button', { name: 'Продолжить', exact: true });
  await next.click();
  for (const name of ['passportData', 'passportDate', 'passportFmsCode', 'passportIssued', 'birthPlace', 'snilsNumber', 'registrationFullAddress', 'password', 'repeatPassword']) {
    await expect(fieldError(page, name), name).toHaveText(required);
  }

  const cases: Array<[label: string, name: string, text: string, message: string]> = [
    ['Серия и номер паспорта', 'passportData', '460011', 'Неверный формат. Проверьте правильность ввода серии и номера'],
    ['Дата выдачи', 'passportDate', '2005', 'Неверный формат. Проверьте правильность ввода даты'],
    ['Дата выдачи', 'passportDate', '01012099', 'Неверный формат. Проверьте правильность ввода даты'],
    ['Код подразделения', 'passportFmsCode', '770', 'Неверный формат. Проверьте правильность ввода кода подразделения'],
    ['СНИЛС', 'snilsNumber', '123456', 'Неверный формат. Проверьте правильность ввода номера'],
    ['Кем выдан', 'passportIssued', 'ОВД №5 (Москва)', 'Недопустимые символы'],
    ['Адрес регистрации', 'registrationFullAddress', 'Moscow, Tverskaya 7', 'Адрес может содержать только русские буквы, цифры, пробелы, дефис, запятую и точку'],
    ['Адрес регистрации', 'registrationFullAddress', 'Москва Тверская', 'Укажите регион или населённый пункт, город и номер дома'],
    ['Пароль', 'password', 'пароль123', 'Пароль не должен содержать кириллицу'],
    ['Пароль', 'password', 'abc12', 'Минимальная длина пароля 6 символов'],
  ];
  for (const [label, name, text, message] of cases) {
    await retype(page, label, text);
    await page.keyboard.press('Escape');
    await next.click();
    await expect(fieldError(page, name), `${label}: ${text}`).toHaveText(message);
  }
  await retype(page, 'Пароль', 'secret12');
  await retype(page, 'Повторите пароль', 'secret13');
  await next.click();
  await expect(fieldError(page, 'repeatPassword')).toHaveText('Пароли не совпадают');

  // Only with 'address differs' is the actual address asked, with the same rules.
  await page.getByLabel('Адрес проживания отличается от адреса регистрации').check();
  await next.click();
  await expect(fieldError(page, 'actualFullAddress')).toHaveText(required);
  // Picking a suggestion gives the parts and clears the message.
  await retype(page, 'Адрес регистрации', 'Москва Тверская 7');
  await pickSuggestion(page, 'Адрес регистрации', 'Тверская, д 7');
  await expect(fieldError(page, 'registrationFullAddress')).toHaveCount(0);

  await openStoredDraft(page, 2, { fio: 'Иванова Мария', phone: '+7 (999) 000-00-02' }, inactiveLoyaltyUser.phone);
  await page.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(fieldError(page, 'education')).toHaveText('Выберите из списка');
  await expect(fieldError(page, 'workField')).toHaveText('Выберите из списка');
  await expect(fieldError(page, 'totalIncome')).toHaveText(required);
  await page.getByLabel('Ежемесячный доход, ₽').fill('много');
  await retype(page, 'Рабочий телефон', '999123');
  await page.getByLabel('Место работы').fill('ООО "Ромашка" & Co');
  await page.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(fieldError(page, 'totalIncome')).toHaveText('Укажите ежемесячный доход в рублях, от 1 до 10 000 000');
  await expect(fieldError(page, 'workPhone')).toHaveText('Неверный формат. Проверьте правильность ввода телефона');
  await expect(fieldError(page, 'companyName')).toHaveText('Недопустимые символы');
});

test('a server-side 422 marks its field and keeps the step', async ({ page, request, context }) => {
  await signInWithCookies(request, context, seededUser);
  await page.goto('/confirmation?type=loans');
  await addDevFault(request, {
    path: '/leads/user',
    method: 'POST',
    status: 422,
    body: { title: 'Validation failed', violations: [{ propertyPath: 'email', message: 'На этот адрес нельзя отправить письмо' }] },
  });
  await fillContacts(page, '9990000001');
  // The signed-in borrower's own phone needs no code: the submit goes straight to the lead.
  await page.getByRole('button', { name: 'Продолжить', exact: true }).click();
  await expect(fieldError(page, 'email')).toHaveText('На этот адрес нельзя отправить письмо');
  await expectStep(page, 0);
  await expect(page.getByLabel('Электронная почта')).toHaveValue(borrower.email);
  // Corrected and sent again, it goes through.
  await page.getByLabel('Электронная почта').fill('petr.sidorov@example.ru');
  await page.getByRole('button', { name: 'Продолжить', exact: true }).click();
  await expectStep(page, 1);
});

test('the phone code: 429 shows «Превышен лимит», a wrong code «Неправильный код», a refused number «Некорректный номер телефона»', async ({ page, request }) => {
  await page.goto('/confirmation?type=loans');
  await fillContacts(page);

  await addDevFault(request, { path: '/auth/phone/send-code', method: 'POST', status: 429 });
  await page.getByRole('button', { name: 'Продолжить', exact: true }).click();
  // The code did not go: said under the phone's step, which stays (no code to type).
  await expect(page.getByTestId('code-error')).toHaveText('Превышен лимит');
  await expect(page.locator('.app-toast').getByText('Превышен лимит')).toBeVisible();
  await expect(page.getByTestId('code-step')).toHaveCount(0);

  await addDevFault(request, {
    path: '/auth/phone/send-code',
    method: 'POST',
    status: 422,
    body: { title: 'Validation failed', violations: [{ propertyPath: 'phone', message: 'Некорректный номер телефона' }] },
  });
  await page.getByRole('button', { name: 'Продолжить', exact: true }).click();
  await expect(fieldError(page, 'phone')).toHaveText('Некорректный номер телефона');
  await expect(page.getByTestId('code-step')).toHaveCount(0);

  await page.getByRole('button', { name: 'Продолжить', exact: true }).click();
  await expect(page.getByTestId('code-step')).toBeVisible();
  await expect(page.getByTestId('code-countdown')).toHaveText(/^Получить код повторно можно через (60|59) сек\.$/);
  const code = await lastCodeSentTo(request, borrower.phone);
  const wrong = code === '0000' ? '1111' : '0000';
  await page.getByLabel('Введите код из СМС').fill(wrong);
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByTestId('code-error')).toHaveText('Неправильный код');
  await expectStep(page, 0);
  await page.getByLabel('Введите код из СМС').fill(code);
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await expectStep(page, 1);
});

test('the resend countdown ticks every second from lockTtl, then offers a new code', async ({ page, request }) => {
  await page.clock.install();
  await page.goto('/confirmation?type=loans');
  await fillContacts(page);
  await page.getByRole('button', { name: 'Продолжить', exact: true }).click();
  const countdown = page.getByTestId('code-countdown');
  await expect(countdown).toHaveText('Получить код повторно можно через 60 сек.');
  await page.clock.runFor(1000);
  await expect(countdown).toHaveText('Получить код повторно можно через 59 сек.');
  await page.clock.runFor(58_000);
  await expect(countdown).toHaveText('Получить код повторно можно через 1 сек.');
  await page.clock.runFor(1000);
  await expect(countdown).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Получить код повторно' })).toBeVisible();
  void request;
});

test('resume: a signed-in borrower continues at the first incomplete step; an unknown uuid is dropped; copy restarts', async ({ page, request, context }) => {
  await signInWithCookies(request, context, seededUser);
  // The seeded draft has its contact data: it resumes on the passport step.
  await page.goto('/confirmation?type=loans&uuid=0b6a1f7e-0004-4a10-8000-000000000004');
  await expectStep(page, 1);
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(page.getByLabel('ФИО')).toHaveValue('Петров Иван Сергеевич');
  await expect(page.getByLabel('Мобильный телефон')).toHaveValue('+7 (999) 000-00-01');

  await page.goto('/confirmation?type=loans&uuid=00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(/\/confirmation\?type=loans$/);
  await expectStep(page, 0);
  await expect(page.getByLabel('ФИО')).toHaveValue('');

  await page.goto('/confirmation?type=loans&copy=0b6a1f7e-0001-4a10-8000-000000000001');
  await expectStep(page, 0);
  await expect(page.getByLabel('ФИО')).toHaveValue('Петров Иван Сергеевич');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('confirmationFormData') ?? '{}').leadId)).toBeNull();
});

test('a resumed application keeps its own amount and term: 20 000 ₽ for 10 days stays so on the server after the next step', async ({
  page,
  request,
  context,
}) => {
  const { token } = await signInWithCookies(request, context, seededUser);
  // The calculator's last choice on this device is something else.
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('loansForm', JSON.stringify({ amount: 30000, term: 7 })));
  const created = await request.post(`${devApiUrl}/leads/user`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      amount: 20000, term: 10, sourcePage: 'main_confirmation', fio: seededUser.fio, phone: seededUser.phone,
      birthday: '1985-04-12', email: 'ivan@example.ru', privacyAgreement: true, mailingAgreement: true,
    },
  });
  const { lead } = (await created.json()) as { lead: { id: number; uuid: string } };

  await page.goto(`/confirmation?type=loans&uuid=${lead.uuid}`);
  await expectStep(page, 1);
  await expect(page.getByTestId('loan-summary')).toHaveText('20 000 ₽ на 10 дней');
  // The calculator does not change a resumed application: no link back to it.
  await expect(page.getByTestId('loan-summary').getByRole('link', { name: 'Изменить' })).toHaveCount(0);

  await fillPassport(page, '4600 777888');
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await expectStep(page, 2);
  const saved = (await devLeads(request)).find((candidate) => candidate.uuid === lead.uuid);
  expect(saved).toMatchObject({ amount: 20000, term: 10, passportData: '4600 777888' });

  // A reload keeps it too.
  await page.reload();
  await expectStep(page, 2);
  await expect(page.getByTestId('loan-summary')).toHaveText('20 000 ₽ на 10 дней');
});

test('an anonymous visitor cannot resume: asked to sign in, and brought back', async ({ page }) => {
  await page.goto('/confirmation?type=loans&uuid=0b6a1f7e-0004-4a10-8000-000000000004');
  await expect(page.getByTestId('resume-sign-in')).toBeVisible();
  await expectStep(page, 0);
  await expect(page.getByLabel('ФИО')).toHaveValue('');
  await page.getByTestId('resume-sign-in').getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/auth\?to=%2Fconfirmation%3Ftype%3Dloans%26uuid%3D/);
});

test('a signed-in borrower is offered the unfinished application; a change of phone restarts at step 1', async ({ page, request, context }) => {
  await signInWithCookies(request, context, seededUser);
  await page.goto('/confirmation?type=loans');
  await page.getByTestId('speed-up-offer').getByRole('button', { name: 'Продолжить её' }).click();
  await expectStep(page, 1);

  // Another borrower signs in on this device: the form goes back to step 1 without the lead.
  await context.clearCookies();
  await signInWithCookies(request, context, inactiveLoyaltyUser);
  await page.reload();
  await expectStep(page, 0);
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('confirmationFormData') ?? '{}').leadId)).toBeNull();
});
