import { expect, test, type Locator } from '@playwright/test';
import { resetDevApi } from '../lib/dev-api';

/** A borrower's phone: 360 px wide. */
test.use({ viewport: { width: 360, height: 740 } });

test.beforeEach(async ({ request }) => {
  await resetDevApi(request);
});

/** Words of the element's text that the layout broke across lines (each word should be one box). */
function brokenWords(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

test('the application steps read as whole words on a 360 px screen, without ellipsis or sideways scroll', async ({ page }) => {
  await page.goto('/confirmation?type=loans');
  const steps = page.getByTestId('application-steps');
  await expect(steps.getByRole('listitem')).toHaveText([/Контактные данные$/, /Паспортные данные$/, /Занятость$/]);
  await expect(steps.getByRole('listitem').first()).toHaveAttribute('aria-current', 'step');
  expect(await brokenWords(steps)).toEqual([]);
  for (const item of await steps.getByRole('listitem').all()) {
    expect(await item.evaluate((element) => element.scrollWidth <= element.clientWidth && getComputedStyle(element).textOverflow !== 'ellipsis')).toBe(true);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
});

test('the main pages have no sideways scroll on a 360 px screen', async ({ page }) => {
  for (const path of ['/', '/auth', '/docs/privacy-agreement', '/shopwindow?scenario=lead&uuid=0b6a1f7e-0001-4a10-8000-000000000001']) {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expect(page.getByRole('status', { name: 'Загрузка раздела' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), path).toBe(0);
  }
});
