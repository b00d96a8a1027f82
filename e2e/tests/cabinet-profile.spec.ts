import { expect, test, type Page } from '@playwright/test';
import { hostileHtml } from '@microloans/shared-contracts/testing';
import { seriousViolations } from '../lib/accessibility';
import { watchDepartures } from '../lib/departures';
import { openedDialog } from '../lib/dialogs';
import { addDevFault, devApiUrl, inactiveLoyaltyUser, lastCodeSentTo, resetDevApi, seededUser, signInWithCookies } from '../lib/dev-api';
import { shellOrigin } from '../lib/product';

/** The profile and its sections (issue 14, item 5), signed in as the seeded users. */
test.beforeEach(async ({ request }) => {
  await resetDevApi(request);
});

type DevUser = { phone: string; email: string | null; emailVerified: boolean; lastName: string; mailingAgreement: boolean; birthday: string | null; activated: boolean };

async function devUser(request: Parameters<typeof resetDevApi>[0], phone: string): Promise<DevUser | undefined> {
  const { users } = (await (await request.get(`${devApiUrl}/__dev/users`)).json()) as { users: DevUser[] };
  return users.find((user) => user.phone === phone);
}

const save = (page: Page) => page.getByTestId('profile-save');

test('the profile form: «Сохранить» only when something changed; a save updates the header at once', async ({ page, context, request }) => {
  await signInWithCookies(request, context);
  await page.goto('/profile');
  await expect(page.getByTestId('profile-summary')).toContainText('+7 (999) 000-00-01');
  await expect(page.getByLabel('Рабочий телефон')).toHaveValue('+7 (495) 123-4567');
  await expect(save(page)).toBeDisabled();
  await expect(page.getByText('Изменений нет')).toBeVisible();

  const lastName = page.getByLabel('Фамилия');
  await lastName.fill('Петровский');
  await expect(save(page)).toBeEnabled();
  await lastName.fill('Петров');
  await expect(save(page)).toBeDisabled();

  await lastName.fill('Петровский');
  await page.getByLabel('Должность').fill('');
  await save(page).click();
  await expect(page.locator('.app-toast-success')).toContainText('Профиль успешно обновлен!');
  await expect(page.getByTestId('account-menu')).toHaveText('Петровский Иван Сергеевич');
  await expect(save(page)).toBeDisabled();
  expect(await devUser(request, seededUser.phone)).toMatchObject({ lastName: 'Петровский' });
  // Emptied fields are sent as null.
  const { users } = (await (await request.get(`${devApiUrl}/__dev/users`)).json()) as { users: Array<{ phone: string; jobTitle: string | null }> };
  expect(users.find((user) => user.phone === seededUser.phone)?.jobTitle).toBeNull();
});

test('the profile form: a rule broken or a refusal says «Проверьте правильность заполнения» and marks the field', async ({ page, context, request }) => {
  await signInWithCookies(request, context);
  await page.goto('/profile');
  const birthday = page.getByLabel('Дата рождения');
  await birthday.click();
  await birthday.press('ControlOrMeta+a');
  await birthday.press('Backspace');
  await birthday.pressSequentially('01012020');
  await save(page).click();
  await expect(page.locator('.app-toast-error')).toContainText('Проверьте правильность заполнения');
  await expect(page.getByTestId('error-birthday')).toHaveText('Возраст должен быть от 21 до 90 лет');
  // The first field in error takes the focus, and says why to a screen reader.
  await expect(birthday).toBeFocused();
  await expect(birthday).toHaveAttribute('aria-describedby', 'birthday-error');

  await birthday.press('ControlOrMeta+a');
  await birthday.press('Backspace');
  await birthday.pressSequentially('15031991');
  await addDevFault(request, {
    path: '/user/profile',
    method: 'PUT',
    status: 422,
    body: { title: 'Validation failed', violations: [{ propertyPath: 'passportData', message: 'Паспорт недействителен' }] },
  });
  await save(page).click();
  await expect(page.getByTestId('error-passportData')).toHaveText('Паспорт недействителен');
  await expect(page.getByLabel('Серия и номер паспорта')).toBeFocused();
  await expect(page.locator('.app-toast-error').last()).toContainText('Проверьте правильность заполнения');
  // Nothing typed was lost.
  await expect(birthday).toHaveValue('15-03-1991');
});

test('addresses and the issuing unit come from suggestions; a picked address is saved with its parts', async ({ page, context, request }) => {
  await signInWithCookies(request, context);
  await page.goto('/profile');
  const address = page.getByLabel('Адрес регистрации');
  await address.fill('');
  await address.pressSequentially('Москва Ленинский');
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Ленинский пр-кт, д 30' });
  await option.first().click();
  await expect(address).toHaveValue(/Ленинский пр-кт, д 30/);

  // The issuing unit by the division code typed before.
  const code = page.getByLabel('Код подразделения');
  await code.fill('');
  await code.pressSequentially('770045');
  const issued = page.getByLabel('Кем выдан');
  await issued.fill('');
  await issued.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'ГУ МВД РОССИИ ПО Г. МОСКВЕ' }).first().click();
  await expect(issued).toHaveValue('ГУ МВД РОССИИ ПО Г. МОСКВЕ');

  await save(page).click();
  await expect(page.locator('.app-toast-success')).toContainText('Профиль успешно обновлен!');
  const { users } = (await (await request.get(`${devApiUrl}/__dev/users`)).json()) as {
    users: Array<{ phone: string; registrationFullAddress: string; registrationAddress: { street: string | null; houseNumber: string | null }; passportIssued: string; passportFmsCode: string }>;
  };
  expect(users.find((user) => user.phone === seededUser.phone)).toMatchObject({
    registrationFullAddress: expect.stringContaining('Ленинский пр-кт, д 30'),
    registrationAddress: { street: 'Ленинский пр-кт', houseNumber: '30' },
    passportIssued: 'ГУ МВД РОССИИ ПО Г. МОСКВЕ',
    passportFmsCode: '770-045',
  });
});

test('unsaved changes survive a reload and can be dropped; a save or a sign-out forgets them', async ({ page, context, request }) => {
  await signInWithCookies(request, context);
  await page.goto('/profile');
  await page.getByLabel('Место работы').fill('ООО «Лютик»');
  await page.getByLabel('Должность').fill('Тестировщик');
  await page.reload();
  await expect(page.getByTestId('profile-draft-restored')).toBeVisible();
  await expect(page.getByLabel('Место работы')).toHaveValue('ООО «Лютик»');
  await expect(page.getByLabel('Должность')).toHaveValue('Тестировщик');
  await expect(save(page)).toBeEnabled();

  // Back to the saved profile, and a reload brings nothing back.
  await page.getByRole('button', { name: 'Отменить изменения' }).click();
  await expect(page.getByLabel('Место работы')).toHaveValue('ООО «Ромашка»');
  await expect(save(page)).toBeDisabled();
  await page.reload();
  await expect(page.getByLabel('Должность')).toHaveValue('Инженер-программист');
  await expect(page.getByTestId('profile-draft-restored')).toHaveCount(0);

  // A draft of another borrower on this tab is never shown.
  await page.getByLabel('Должность').fill('Черновик');
  await expect(save(page)).toBeEnabled();
  await context.clearCookies();
  await signInWithCookies(request, context, inactiveLoyaltyUser);
  await page.reload();
  await expect(page.getByTestId('profile-summary')).toContainText('+7 (999) 000-00-02');
  await expect(page.getByLabel('Должность')).not.toHaveValue('Черновик');
  await expect(page.getByTestId('profile-draft-restored')).toHaveCount(0);
});

test('hostile text in the profile and in suggestions is shown as text: nothing runs, nothing leaves', async ({ page, context, request }) => {
  const { token } = await signInWithCookies(request, context);
  const samples = hostileHtml.slice(0, 12);
  const texts = { lastName: samples[0], firstName: samples[1], companyName: samples[2], jobTitle: samples[3], birthPlace: samples[4], passportIssued: samples[5], actualFullAddress: samples[6] };
  const put = await request.put(`${devApiUrl}/user/profile`, { headers: { Authorization: `Bearer ${token}` }, data: texts });
  expect(put.ok()).toBe(true);
  await addDevFault(request, {
    path: '/suggestions/address',
    method: 'POST',
    status: 200,
    body: { suggestions: samples.slice(6).map((value) => ({ value, unrestricted_value: value, data: { region: 'Москва', house: '1' } })) },
  });
  const departures = await watchDepartures(page);
  await page.goto('/profile');
  await expect(page.getByLabel('Место работы')).toHaveValue(texts.companyName ?? '');
  await expect(page.getByTestId('profile-summary')).toContainText(texts.lastName ?? '');
  await expect(page.getByTestId('account-menu')).toContainText(texts.lastName ?? '');

  const address = page.getByLabel('Адрес регистрации');
  await address.fill('');
  await address.pressSequentially('Москва');
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveCount(samples.length - 6);
  await expect(page.locator('.ant-select-dropdown:visible')).toContainText(samples[6] ?? '');

  // Nothing from the data became markup: no images, frames, scripts or links of its own.
  const injected = await page.evaluate(() => document.querySelectorAll('main img, main iframe, main script, main svg image, main a[href^="javascript"], body > form').length);
  expect(injected).toBe(0);
  expect(departures).toEqual({ left: [], foreign: [], dialogs: [] });
});

test('contacts: a new email is verified by a code, with the countdown; a wrong code gets the spec text', async ({ page, context, request }) => {
  await signInWithCookies(request, context);
  await page.goto('/profile/sections/Contacts');
  await expect(page.getByTestId('contacts-phone')).toHaveText('+7 (999) 000-00-01');
  const email = page.getByTestId('contacts-email');
  await expect(email.getByText('подтверждена', { exact: true })).toBeVisible();
  await expect(email.getByRole('button', { name: 'Подтвердить почту' })).toHaveCount(0);

  await page.getByLabel('Почта').fill('ivan.new@example.ru');
  await email.getByRole('button', { name: 'Подтвердить почту' }).click();
  await expect(page.getByTestId('code-step')).toContainText('ivan.new@example.ru');
  await expect(page.getByTestId('code-countdown')).toHaveText(/^Получить код повторно можно через (59|60) сек\.$/);

  const code = page.getByLabel('Введите код из письма');
  await code.pressSequentially('0000');
  await page.getByTestId('code-step').getByRole('button', { name: 'Подтвердить', exact: true }).click();
  await expect(page.getByTestId('code-error')).toHaveText('Не удалось верифицировать почту');

  await code.fill('');
  await code.pressSequentially(await lastCodeSentTo(request, 'ivan.new@example.ru'));
  await page.getByTestId('code-step').getByRole('button', { name: 'Подтвердить', exact: true }).click();
  await expect(page.locator('.app-toast-success')).toContainText('Почта подтверждена');
  await expect(page.getByTestId('code-step')).toHaveCount(0);
  await expect(page.getByTestId('profile-summary')).toContainText('ivan.new@example.ru');
  expect(await devUser(request, seededUser.phone)).toMatchObject({ email: 'ivan.new@example.ru', emailVerified: true });
});

test('activity shows the borrower’s applications; an unknown section is the 404 screen', async ({ page, context, request }) => {
  await signInWithCookies(request, context);
  await page.goto('/profile/sections/Activity');
  await expect(page.getByTestId('activity')).toBeVisible();
  await expect(page.getByTestId('activity-list').getByRole('listitem')).not.toHaveCount(0);
  await expect(page.getByTestId('activity')).toContainText('Одобрена');

  await page.goto('/profile/sections/Nowhere');
  await expect(page.getByTestId('error-screen')).toHaveAttribute('data-status', '404');
});

test('control: a new password; an account without one is protected; a failure gets the spec text', async ({ page, context, request }) => {
  await signInWithCookies(request, context);
  await page.goto('/profile/sections/Control');
  const change = page.getByTestId('password-change');
  await change.getByLabel('Новый пароль').fill('changed1');
  await change.getByLabel('Повторите пароль').fill('changed1');
  await change.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(page.locator('.app-toast-success')).toContainText('Пароль успешно обновлен!');

  await context.clearCookies();
  await signInWithCookies(request, context, inactiveLoyaltyUser);
  await page.goto('/profile/sections/Control');
  const protect = page.getByTestId('account-protection');
  await protect.getByLabel('Пароль', { exact: true }).fill('guard123');
  await protect.getByLabel('Повторите пароль').fill('guard123');
  await addDevFault(request, { path: '/auth/activate', method: 'POST', status: 500 });
  await protect.getByRole('button', { name: 'Установить пароль' }).click();
  await expect(page.locator('.app-toast-error')).toContainText('Что-то пошло не так, повторите попытку позднее...');
  await protect.getByRole('button', { name: 'Установить пароль' }).click();
  await expect(page.locator('.app-toast-success')).toContainText('Личный кабинет защищён паролем');
  expect(await devUser(request, inactiveLoyaltyUser.phone)).toMatchObject({ activated: true });
});

test('control: deleting the account asks first; then the borrower is anonymous on /', async ({ page, context, request }) => {
  await signInWithCookies(request, context);
  await page.goto('/profile/sections/Control');
  await page.getByRole('button', { name: 'Удалить аккаунт' }).click();
  const dialog = await openedDialog(page);
  await expect(dialog).toContainText('Удалить аккаунт?');
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(dialog).toBeHidden();
  expect(await devUser(request, seededUser.phone)).toBeTruthy();

  await page.getByRole('button', { name: 'Удалить аккаунт' }).click();
  await (await openedDialog(page)).getByRole('button', { name: 'Удалить навсегда' }).click();
  await expect(page).toHaveURL(`${shellOrigin}/`);
  await expect(page.getByRole('link', { name: 'Войти' })).toBeVisible();
  await expect(page.locator('.app-toast-success')).toContainText('Аккаунт удалён');
  expect(await devUser(request, seededUser.phone)).toBeUndefined();
});

test('documents: the consents as given; the mailing consent switched off and on is saved', async ({ page, context, request }) => {
  await signInWithCookies(request, context);
  await page.goto('/profile/sections/Docs');
  await expect(page.getByTestId('consent-privacy')).toContainText('Согласие дано.');
  const mailing = page.getByRole('switch');
  await expect(mailing).toBeChecked();
  await mailing.click();
  await expect(page.locator('.app-toast-success')).toContainText('Согласие на рассылку отозвано');
  await expect(mailing).not.toBeChecked();
  expect(await devUser(request, seededUser.phone)).toMatchObject({ mailingAgreement: false });
  await mailing.click();
  await expect(page.locator('.app-toast-success').last()).toContainText('Согласие на рассылку дано');
  expect(await devUser(request, seededUser.phone)).toMatchObject({ mailingAgreement: true });
});

test('every profile section has no serious accessibility violation', async ({ page, context, request }) => {
  await signInWithCookies(request, context);
  const found: Record<string, string[]> = {};
  for (const path of ['/profile', '/profile/sections/Contacts', '/profile/sections/Activity', '/profile/sections/Control', '/profile/sections/Docs']) {
    await page.goto(path);
    await expect(page.getByTestId('profile-summary')).toBeVisible();
    await expect(page.getByRole('status', { name: 'Загрузка раздела' })).toHaveCount(0);
    await expect(page.getByTestId('activity-loading')).toHaveCount(0);
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[path] = violations;
  }
  expect(found).toEqual({});
});
