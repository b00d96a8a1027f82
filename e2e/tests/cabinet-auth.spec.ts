import { expect, test, type Page } from '@playwright/test';
import { addDevFault, devApiUrl, lastCodeSentTo, resetDevApi, seededUser } from '../lib/dev-api';
import { expectPurposes } from '../lib/accessibility';
import { shellOrigin } from '../lib/product';
import { pageTakenOver } from '../lib/taken-over';

/**
 * The ways into the cabinet (issue 14: 1–4): sign-in by password or by a one-time code, switching
 * without losing the phone; registration; password recovery; the code's countdown and every SPEC
 * §8 text of its failures.
 */
test.beforeEach(async ({ request }) => {
  await resetDevApi(request);
});

const newPhone = { digits: '9995550101', full: '79995550101' };

async function typePhone(page: Page, digits: string) {
  const field = page.getByLabel('Телефон', { exact: true });
  await field.click();
  await field.pressSequentially(digits);
}

async function enterCode(page: Page, code: string, submit: string) {
  const field = page.getByLabel('Введите код из СМС');
  await field.click();
  await field.pressSequentially(code);
  await page.getByTestId('code-step').getByRole('button', { name: submit, exact: true }).click();
}

test('sign-in by password goes to the profile; a wrong password gets the spec text; the phone survives a switch to the code', async ({ page }) => {
  await page.goto('/auth');
  await expectPurposes(page, { Телефон: 'tel', Пароль: 'current-password' });
  await typePhone(page, '9990000001');
  await page.getByLabel('Пароль', { exact: true }).fill('wrong-one');
  await page.getByRole('button', { name: 'Войти', exact: true }).last().click();
  await expect(page.getByText('Неправильный номер телефона или пароль')).toBeVisible();

  await page.getByText('По коду из СМС').click();
  await expect(page.getByLabel('Телефон', { exact: true })).toHaveValue('+7 (999) 000-00-01');
  await page.getByText('По паролю').click();
  await expect(page.getByLabel('Телефон', { exact: true })).toHaveValue('+7 (999) 000-00-01');

  // A reload keeps the phone typed, never the password.
  await page.reload();
  await expect(page.getByLabel('Телефон', { exact: true })).toHaveValue('+7 (999) 000-00-01');
  await expect(page.getByLabel('Пароль', { exact: true })).toHaveValue('');

  await page.getByLabel('Пароль', { exact: true }).fill(seededUser.password);
  await page.getByRole('button', { name: 'Войти', exact: true }).last().click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('account-menu')).toHaveText(seededUser.fio);
});

test('sign-in by code: a wrong code, the countdown kept over a reload, then the right code signs in', async ({ page, request }) => {
  await page.goto('/auth?to=%2Fscore');
  // The way is switched on a live page (a switch tapped earlier is held: early-taps.spec).
  await pageTakenOver(page);
  await page.getByText('По коду из СМС').click();
  await typePhone(page, '9990000001');
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByTestId('code-step')).toContainText('+7 (999) 000-00-01');
  await expect(page.getByTestId('code-countdown')).toHaveText(/^Получить код повторно можно через (59|60) сек\.$/);

  await enterCode(page, '0000', 'Войти');
  await expect(page.getByTestId('code-error')).toHaveText('Неправильный код');

  // A reload keeps the way chosen, the lock and the step: the countdown goes on from where it was.
  await page.reload();
  await expect(page.getByRole('radio', { name: 'По коду из СМС' })).toBeChecked();
  await expect(page.getByTestId('code-countdown')).toHaveText(/через (5\d|60) сек\./);

  await page.getByLabel('Введите код из СМС').fill('');
  await enterCode(page, await lastCodeSentTo(request, seededUser.phone), 'Войти');
  await expect(page).toHaveURL(/\/score$/);
  await expect(page.getByTestId('account-menu')).toHaveText(seededUser.fio);
});

test('sign-in by password: a 5xx says «Упс…» on the form and in the page\'s toast; with no connection both say so', async ({ page, context, request }) => {
  await page.goto('/auth');
  await typePhone(page, '9990000001');
  await page.getByLabel('Пароль', { exact: true }).fill(seededUser.password);
  await addDevFault(request, { path: '/auth/login', method: 'POST', status: 503 });
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page.locator('.app-toast-error')).toContainText('Упс, что-то пошло не так...');
  await expect(page.getByTestId('sign-in-error')).toHaveText('Упс, что-то пошло не так...');

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page.getByTestId('sign-in-error')).toHaveText('Нет соединения с интернетом');
  await expect(page.locator('.app-toast-error').filter({ hasText: 'Нет соединения с интернетом' })).toBeVisible();
  await context.setOffline(false);
});

test('sign-in by code: a phone without an account is offered registration, never signed up; 429 and 5xx get their texts', async ({ page, request }) => {
  await page.goto('/auth');
  await pageTakenOver(page);
  await page.getByText('По коду из СМС').click();
  await typePhone(page, newPhone.digits);
  await page.getByRole('button', { name: 'Получить код' }).click();
  const refused = page.getByTestId('phone-refused');
  await expect(refused).toContainText('Пользователь с таким номером не найден');
  await expect(refused.getByRole('link', { name: 'Зарегистрируйтесь' })).toHaveAttribute('href', '/auth/registration');
  const users = (await (await request.get(`${devApiUrl}/__dev/users`)).json()) as { users: Array<{ phone: string }> };
  expect(users.users.map((user) => user.phone)).not.toContain(newPhone.full);

  await addDevFault(request, { path: '/auth/phone/send-code', method: 'POST', status: 429 });
  await page.getByLabel('Телефон', { exact: true }).fill('');
  await typePhone(page, '9990000001');
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByText('Превышен лимит').first()).toBeVisible();

  await addDevFault(request, { path: '/auth/phone/send-code', method: 'POST', status: 503 });
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByText('Упс, что-то пошло не так...').first()).toBeVisible();
});

test('registration: phone, code, a password by the rules, then the borrower is signed in on /', async ({ page, request }) => {
  await page.goto('/auth/registration');
  const flow = page.getByTestId('password-flow');
  await expectPurposes(page, { Телефон: 'tel' });
  await typePhone(page, newPhone.digits);
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(flow).toHaveAttribute('data-stage', 'code');
  await expectPurposes(page, { 'Введите код из СМС': 'one-time-code' });
  await enterCode(page, await lastCodeSentTo(request, newPhone.full), 'Подтвердить');
  await expect(flow).toHaveAttribute('data-stage', 'password');
  await expectPurposes(page, { 'Новый пароль': 'new-password', 'Повторите пароль': 'new-password' });

  const password = page.getByLabel('Новый пароль');
  const repeat = page.getByLabel('Повторите пароль');
  const submit = page.getByRole('button', { name: 'Зарегистрироваться' });
  await submit.click();
  await expect(page.getByTestId('error-password')).toHaveText('Это поле обязательно для заполнения');
  await password.fill('пароль1');
  await submit.click();
  await expect(page.getByTestId('error-password')).toHaveText('Пароль не должен содержать кириллицу');
  await password.fill('abc');
  await submit.click();
  await expect(page.getByTestId('error-password')).toHaveText('Минимальная длина пароля 6 символов');
  await password.fill('secret77');
  await repeat.fill('secret78');
  await submit.click();
  await expect(page.getByTestId('error-repeatPassword')).toHaveText('Пароли не совпадают');
  await repeat.fill('secret77');
  await submit.click();

  await expect(page).toHaveURL(`${shellOrigin}/`);
  await expect(page.getByTestId('account-menu')).toBeVisible();
  // The account is there, activated, and the password works.
  const anonym = (await (await request.post(`${devApiUrl}/auth/anonym`)).json()) as { token: string };
  const login = await request.post(`${devApiUrl}/auth/login`, { headers: { Authorization: `Bearer ${anonym.token}` }, data: { phone: newPhone.full, password: 'secret77' } });
  expect(login.ok()).toBe(true);
});

test('registration of a phone that already has an account says so, with the ways in', async ({ page }) => {
  await page.goto('/auth/registration');
  await typePhone(page, '9990000001');
  await page.getByRole('button', { name: 'Получить код' }).click();
  const refused = page.getByTestId('phone-refused');
  await expect(refused).toContainText('Пользователь с таким номером уже зарегистрирован');
  await expect(refused.getByRole('link', { name: 'Войдите' })).toHaveAttribute('href', '/auth');
  await expect(refused.getByRole('link', { name: 'восстановите пароль' })).toHaveAttribute('href', '/auth/recovery');
});

test('recovery: code, a new password → «Пароль успешно обновлен!» and the profile; a failing server gets the spec text', async ({ page, request }) => {
  await page.goto('/auth/recovery');
  await typePhone(page, '9990000001');
  await page.getByRole('button', { name: 'Получить код' }).click();
  await enterCode(page, await lastCodeSentTo(request, seededUser.phone), 'Подтвердить');
  await expect(page.getByTestId('password-flow')).toHaveAttribute('data-stage', 'password');

  await addDevFault(request, { path: '/auth/activate', method: 'POST', status: 500 });
  await page.getByLabel('Новый пароль').fill('newsecret1');
  await page.getByLabel('Повторите пароль').fill('newsecret1');
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(page.locator('.app-toast-error')).toContainText('Произошла ошибка, повторите попытку позднее...');
  await expect(page.getByTestId('password-flow')).toHaveAttribute('data-stage', 'password');

  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(page.locator('.app-toast-success')).toContainText('Пароль успешно обновлен!');
  await expect(page).toHaveURL(/\/profile$/);

  const anonym = (await (await request.post(`${devApiUrl}/auth/anonym`)).json()) as { token: string };
  const login = await request.post(`${devApiUrl}/auth/login`, { headers: { Authorization: `Bearer ${anonym.token}` }, data: { phone: seededUser.phone, password: 'newsecret1' } });
  expect(login.ok()).toBe(true);
});

test('recovery for an unknown phone says so and offers registration', async ({ page }) => {
  await page.goto('/auth/recovery');
  await typePhone(page, newPhone.digits);
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByTestId('phone-refused')).toContainText('Пользователь с таким номером не найден');
  await expect(page.getByTestId('phone-refused').getByRole('link', { name: 'Зарегистрируйтесь' })).toBeVisible();
});
