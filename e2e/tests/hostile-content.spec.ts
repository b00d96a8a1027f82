import { expect, test } from '@playwright/test';
import { afterPayloadMarker, benignHtml, hostileDocument, hostileHtml } from '@microloans/shared-contracts/testing';
import { shellOrigin } from '../lib/product';
import { devApiUrl, resetDevApi } from '../lib/dev-api';
import { watchDepartures } from '../lib/departures';
import { pageTakenOver } from '../lib/taken-over';

/**
 * Each kind of page that renders HTML from the API gets the whole XSS corpus (shared with the
 * sanitiser's jest tests) in one response: nothing runs, nothing that acts survives, nothing
 * leaves the site or reaches another host. Kinds today: the documents page (`/docs/{slug}`).
 */
test.beforeEach(async ({ request }) => {
  await resetDevApi(request);
});

/** Everything in `root` that could act: forms and controls, frames, scripts, styles, handlers, unsafe URLs. */
function actingNodes(root: Element): string[] {
  const found: string[] = [];
  const acting = 'script, style, link, meta, base, form, input, button, select, textarea, iframe, frame, object, embed, svg, math, template, portal';
  root.querySelectorAll(acting).forEach((element) => found.push(`<${element.tagName.toLowerCase()}>`));
  root.querySelectorAll('*').forEach((element) => {
    for (const { name, value } of Array.from(element.attributes)) {
      if (/^on/i.test(name) || ['style', 'id', 'name', 'class', 'srcdoc', 'formaction', 'action', 'ping', 'srcset'].includes(name)) {
        found.push(`${element.tagName.toLowerCase()}[${name}]`);
      }
      if ((name === 'href' || name === 'src') && !/^(\/(?![/\\])|https:\/\/|http:\/\/(?!127\.0\.0\.1:3000)|mailto:|tel:)/.test(value)) {
        found.push(`${element.tagName.toLowerCase()}[${name}=${value}]`);
      }
    }
  });
  root.querySelectorAll('a[href^="http"]').forEach((link) => {
    if (link.getAttribute('target') !== '_blank' || link.getAttribute('rel') !== 'noopener noreferrer') found.push(`off-site link ${link.outerHTML}`);
  });
  return found;
}

test('the documents page: all XSS payloads in one document run nothing and keep nothing that acts', async ({ page, request }) => {
  await request.post(`${devApiUrl}/__dev/docs`, {
    data: { slug: 'hostile', title: 'Документ с подвохом', body: `<h1>Документ</h1>${hostileDocument()}` },
  });
  const departures = await watchDepartures(page);
  await page.goto('/docs/hostile');
  await expect(page.getByRole('heading', { level: 1, name: 'Документ с подвохом' })).toBeVisible();
  const body = page.getByTestId('doc-body');
  // Every payload reached the page on its own: the marker after each one is shown.
  await expect(body).toContainText(afterPayloadMarker(hostileHtml.length - 1));
  const shown = (await body.textContent()) ?? '';
  expect(hostileHtml.filter((_, index) => !shown.includes(afterPayloadMarker(index)))).toEqual([]);
  // The words of a phishing form stay readable; the form does not.
  await expect(body).toContainText('Подтвердите паспорт');

  expect(await body.evaluate(actingNodes)).toEqual([]);
  // Nothing from the content reached the page outside its box either.
  expect(await page.evaluate(() => document.querySelectorAll('base, meta[http-equiv], iframe, form[action*="evil"]').length)).toBe(0);
  // Scripts and handlers would have called alert; a fixed overlay would cover the header.
  await body.hover();
  await expect(page.getByRole('link', { name: 'Займ онлайн' })).toBeVisible();
  expect(departures).toEqual({ left: [], foreign: [], dialogs: [] });
  expect(new URL(page.url()).origin).toBe(shellOrigin);
});

test('links in a document are followed only when clicked: in-site by the router, off-site in a new tab without opener', async ({
  page,
  context,
  request,
}) => {
  await request.post(`${devApiUrl}/__dev/docs`, {
    data: { slug: 'links', title: 'Документ со ссылками', body: benignHtml },
  });
  await page.goto('/docs/links');
  await expect(page.getByRole('heading', { level: 1, name: 'Документ со ссылками' })).toBeVisible();
  await pageTakenOver(page);
  await page.evaluate(() => Object.assign(window, { __noReload: true }));

  // Off-site: a new tab, the page stays. The new tab has no way back to this one.
  await context.route(`https://example.org/**`, (route) => route.fulfill({ body: '<p>партнёр</p>', contentType: 'text/html' }));
  const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'Партнёр' }).click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe('https://example.org/partner');
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await popup.close();
  expect(new URL(page.url()).pathname).toBe('/docs/links');

  // In-site: the router opens it, without a page load.
  await page.getByRole('link', { name: 'Согласие на рассылку' }).click();
  await expect(page).toHaveURL(`${shellOrigin}/docs/mailing-agreement`);
  await expect(page.getByRole('heading', { level: 1, name: 'Согласие на получение рекламных и информационных рассылок' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});
