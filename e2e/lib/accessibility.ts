import { readFileSync } from 'node:fs';
import type { RunOptions } from 'axe-core';
import { expect, type Locator, type Page } from '@playwright/test';

/** WCAG 2.2 A and AA, as axe-core tags them, plus its best-practice rules that affect borrowers. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Rules whose failures count whatever axe's impact says: a skipped heading level (Lighthouse flags it), a page without its h1. */
const alwaysCounted = new Set(['heading-order', 'page-has-heading-one']);

const axeOptions: RunOptions = {
  runOnly: { type: 'tag', values: wcagTags },
  // Experimental in axe, but WCAG 2.5.3 (A): a control's accessible name contains its visible text.
  rules: { 'label-content-name-mismatch': { enabled: true } },
  // Only the violations come back with their nodes: passes are not copied out of the page.
  resultTypes: ['violations'],
};

/** axe-core itself, put into a page the first time it is scanned (and again after a full load). */
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The serious and critical violations axe-core finds on the page as it is now, one line each
 * (rule, impact, the first offending nodes), so a failing test says what to fix.
 *
 * axe runs in the page, put there once per document: a scan takes 0.1–0.5 s here, where
 * `@axe-core/playwright` took 1.2–2.6 s a scan (it sends axe's 560 KB again for every scan and
 * finishes each in a new blank page, the way it reaches into frames). The product's pages have no
 * frames, and a page that gets one fails here rather than being scanned only in part.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Colours are judged as they settle: a button still fading in (antd's motion) reads lighter than
  // it is. Finite animations and transitions are waited for; endless ones (skeletons) are not.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  expect(page.frames().map((frame) => frame.url()), 'a frame on the page: axe would not scan inside it').toHaveLength(1);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (options) => {
    const { axe } = window as unknown as Window & { axe: typeof import('axe-core') };
    const results = await axe.run(document, options);
    return results.violations.map(({ id, impact, nodes }) => ({
      id,
      impact,
      nodes: nodes.map(({ target, failureSummary }) => ({ target: target.map(String), failureSummary })),
    }));
  }, axeOptions);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical' || alwaysCounted.has(violation.id))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}, ${violation.nodes.length}): ${violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1, 2).join(' ').trim() ?? ''}`)
          .join(' | ')}`,
    );
}

/**
 * Moves focus with Tab (Shift+Tab when `backwards`) until `target` has it, as a keyboard user
 * does; fails when it is not reached within `limit` presses.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 40 } = {}): Promise<void> {
  for (let press = 0; press < limit; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement)).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} was not reached with the keyboard in ${limit} presses`);
}

/**
 * Each field says what it asks for (WCAG 1.3.5, Identify Input Purpose): its `autocomplete`
 * purpose, so a phone's autofill and assistive technology know it; a plain field has a `name` too
 * (the kit's combobox input, a field with suggestions, has none of its own).
 */
export async function expectPurposes(page: Page, purposes: Record<string, string>): Promise<void> {
  for (const [label, purpose] of Object.entries(purposes)) {
    const field = page.getByLabel(label, { exact: true });
    await expect(field, label).toHaveAttribute('autocomplete', purpose);
    if ((await field.getAttribute('role')) !== 'combobox') await expect(field, label).toHaveAttribute('name', /\S/);
  }
}
