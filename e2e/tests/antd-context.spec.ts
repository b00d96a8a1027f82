import { expect, test } from '@playwright/test';

// ui-kit's theme token colorPrimary (#1D4ED8) and antd's ru_RU texts.
const primaryRgb = 'rgb(29, 78, 216)';

// antd's context comes with the kit's antd components (ui-kit AntdScope), from the one copy of antd
// the shell provides: the same theme, locale and message container in every remote.
test("antd's context (theme, Russian locale, messages) reaches every remote's antd components", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/docs/privacy-agreement');
  const remote = page.locator('[data-remote-slot="mf_blog"]');
  const share = remote.getByTestId('doc-copy-link');
  await expect(share).toBeVisible();

  // Theme token: the kit's button, drawn by the theme's build-time CSS.
  await expect(share).toHaveCSS('background-color', primaryRgb);

  // The document's date (2024-06-01 from the API) in Russian words.
  await expect(remote.getByTestId('doc-date')).toHaveText('Редакция от 1 июня 2024');

  // A message from the kit's FeedbackScope (antd's App): without that context the call shows nothing.
  await share.click();
  await expect(page.locator('.ant-message').getByText('Ссылка на документ скопирована')).toBeVisible();
  // One antd context: a single message container on the page.
  await expect(page.locator('.ant-message')).toHaveCount(1);

  // Locale: antd's own words in another remote's component (the cabinet's password field).
  await page.getByRole('link', { name: 'Войти' }).click();
  const cabinet = page.locator('[data-remote-slot="mf_cabinet"]');
  await expect(cabinet.getByRole('button', { name: 'Показать' })).toBeVisible();
});
