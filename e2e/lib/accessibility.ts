import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** WCAG 2.2 A and AA, as axe-core tags them, plus its best-practice rules that affect borrowers. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Rules whose failures count whatever axe's impact says: a skipped heading level (Lighthouse flags it), a page without its h1. */
const alwaysCounted = new Set(['heading-order', 'page-has-heading-one']);

/**
 * The serious and critical violations axe-core finds on the page as it is now, one line each
 * (rule, impact, the first offending nodes), so a failing test says what to fix.
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
  const results = await new AxeBuilder({ page })
    .withTags(wcagTags)
    // Experimental in axe, but WCAG 2.5.3 (A): a control's accessible name contains its visible text.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
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
