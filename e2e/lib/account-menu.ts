import { expect, type Page } from '@playwright/test';

/**
 * Signs out from the header's account menu. The menu is read once its entries are final: the
 * loyalty entry joins when the borrower's settings arrive, and a tap on an entry that is being
 * redrawn at that moment is lost (the seeded user 1 has the programme).
 */
export async function signOutFromMenu(page: Page, { loyalty = true } = {}): Promise<void> {
  await page.getByTestId('account-menu').click();
  if (loyalty) await expect(page.getByRole('menuitem', { name: 'Программа лояльности' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(page.getByRole('link', { name: 'Войти', exact: true })).toBeVisible();
}
