import { expect, test } from '@playwright/test';
import { takenOver } from '../lib/taken-over';

test('the calculator: 30 000 ₽ for 7 days by default; positions above 30 are weeks; the choice goes to the application', async ({
  page,
}) => {
  await page.goto('/');
  await takenOver(page.getByTestId('loan-calculator'));
  const calculator = page.getByTestId('loan-calculator');
  await expect(calculator.getByTestId('loan-amount')).toHaveText(/^30\s000\s₽$/);
  await expect(calculator.getByTestId('loan-term')).toHaveText('7 дней');

  const [amount, term] = [calculator.getByRole('slider').nth(0), calculator.getByRole('slider').nth(1)];
  await amount.focus();
  await page.keyboard.press('ArrowRight');
  await expect(calculator.getByTestId('loan-amount')).toHaveText(/^31\s000\s₽$/);

  await term.focus();
  await page.keyboard.press('End');
  await expect(calculator.getByTestId('loan-term')).toHaveText('24 недели');
  const expected = ['22 недели', '20 недель', '18 недель', '16 недель', '14 недель', '12 недель', '10 недель', '8 недель', '6 недель', '30 дней', '29 дней'];
  for (const text of expected) {
    await page.keyboard.press('ArrowLeft');
    await expect(calculator.getByTestId('loan-term')).toHaveText(text);
  }
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(calculator.getByTestId('loan-term')).toHaveText('6 недель');

  await calculator.getByRole('button', { name: 'Получить деньги' }).click();
  await expect(page).toHaveURL(/\/confirmation\?type=loans$/);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('loansForm'))) ?? 'null')).toEqual({ amount: 31000, term: 42 });

  // A returning visitor finds the last choice.
  await page.goto('/');
  await takenOver(page.getByTestId('loan-calculator'));
  await expect(page.getByTestId('loan-term')).toHaveText('6 недель');
  await expect(page.getByTestId('loan-amount')).toHaveText(/^31\s000\s₽$/);
});
