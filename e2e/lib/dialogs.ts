import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The page's dialog once it has finished opening. antd zooms a dialog in from its trigger; a click
 * sent while it is still scaling can miss the button and land on the mask, which closes the dialog
 * as a cancel (as a person's tap would, were they that quick).
 */
export async function openedDialog(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/\bant-zoom\b/);
  return dialog;
}
