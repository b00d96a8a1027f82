import { request as playwrightRequest, type Browser, type CDPSession, type Page } from '@playwright/test';
import { fillContacts } from '../lib/application';
import { seededUser, signInWithCookies } from '../lib/dev-api';
import { baseUrl, cpuSlowdown } from './measure';

/**
 * What a borrower's finger meets on a slow phone (issue 38), at 4× CPU on the loopback:
 * - an early tap: the control tapped as soon as it is on screen, before the page's code may have
 *   taken it over — the time from the tap to its result;
 * - the first interaction 1 s after the load event: from the input to the next paint (Event
 *   Timing, the longest event of the interaction).
 */
export type EarlyTap = { name: string; tapToResultMs: number };
export type FirstInteraction = { name: string; inputToPaintMs: number | null };

type Case<T> = { name: string; path: string; signedIn?: boolean; run: (page: Page, cdp: CDPSession) => Promise<T> };

async function openPage(browser: Browser, signedIn = false) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ru-RU' });
  if (signedIn) {
    const api = await playwrightRequest.newContext();
    await signInWithCookies(api, context, undefined, baseUrl).finally(() => api.dispose());
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return { context, page, cdp };
}

const now = (page: Page) => page.evaluate(() => performance.now());

/** Taps `selector` as soon as it is on screen and waits for `result`; the time between. */
async function tapWhenShown(page: Page, selector: string, result: (page: Page) => Promise<unknown>, before?: (page: Page) => Promise<void>): Promise<number> {
  await page.waitForSelector(selector, { state: 'visible', timeout: 30_000 });
  if (before) await before(page);
  const tappedAt = await now(page);
  await page.click(selector, { timeout: 30_000 });
  await result(page);
  return Math.round((await now(page)) - tappedAt);
}

/**
 * Starts on `first` as soon as it is on screen (typing included: a field the code has not taken over
 * yet is held, and the borrower's input waits for it), does `act`, and waits for `result`; the
 * time from the start to the result.
 */
async function actWhenShown(page: Page, first: string, act: (page: Page) => Promise<void>, result: (page: Page) => Promise<unknown>): Promise<number> {
  await page.waitForSelector(first, { state: 'visible', timeout: 30_000 });
  const startedAt = await now(page);
  await act(page);
  await result(page);
  return Math.round((await now(page)) - startedAt);
}

/** A phone no earlier run asked a code for (dev-api keeps a resend lock per phone). */
const freshPhoneDigits = () => `999${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

const earlyTapCases: Array<Case<number>> = [
  {
    name: '/ «Получить деньги» (ползунок сдвинут)',
    path: '/',
    run: (page) =>
      tapWhenShown(
        page,
        '[data-testid="loan-calculator"] button[type="submit"]',
        (p) => p.waitForSelector('[data-testid="application-form"]', { timeout: 30_000 }),
        (p) => p.locator('[data-testid="loan-calculator"] input[type="range"]').first().fill('45000'),
      ),
  },
  {
    name: 'шапка «Войти»',
    path: '/',
    run: (page) => tapWhenShown(page, 'header a[href="/auth"]', (p) => p.waitForSelector('[data-testid="cabinet-anonymous"]', { timeout: 30_000 })),
  },
  {
    name: 'меню кабинета',
    path: '/',
    signedIn: true,
    run: (page) => tapWhenShown(page, '[data-testid="account-menu"]', (p) => p.waitForSelector('[role="menuitem"]', { timeout: 30_000 })),
  },
  {
    name: 'вход по паролю (телефон, пароль, «Войти»)',
    path: '/auth',
    run: (page) =>
      actWhenShown(
        page,
        '[data-testid="cabinet-anonymous"]',
        async (p) => {
          const phone = p.getByLabel('Телефон', { exact: true });
          await phone.click({ timeout: 30_000 });
          await phone.pressSequentially(seededUser.phone.slice(1));
          await p.getByLabel('Пароль', { exact: true }).fill(seededUser.password);
          await p.getByRole('button', { name: 'Войти', exact: true }).last().click();
        },
        (p) => p.waitForURL(/\/profile$/, { timeout: 30_000 }),
      ),
  },
  {
    name: 'заявка: шаг 1 и «Продолжить»',
    path: '/confirmation?type=loans',
    run: (page) =>
      actWhenShown(
        page,
        '[data-testid="application-form"]',
        async (p) => {
          await fillContacts(p, freshPhoneDigits());
          await p.getByRole('button', { name: 'Продолжить', exact: true }).click();
        },
        (p) => p.waitForSelector('[data-testid="code-step"]', { timeout: 30_000 }),
      ),
  },
  {
    name: 'поиск в блоге («займ», «Найти»)',
    path: '/blog',
    run: (page) =>
      actWhenShown(
        page,
        '[data-testid="blog-navigation"] input[type="search"]',
        async (p) => {
          const navigation = p.getByTestId('blog-navigation');
          await navigation.getByRole('searchbox', { name: 'Поиск по блогу' }).fill('займ');
          await navigation.getByRole('button', { name: 'Найти' }).click();
        },
        (p) => p.waitForSelector('[data-testid="search-results"]', { timeout: 30_000 }),
      ),
  },
  {
    name: 'статья: «Нравится»',
    path: '/blog/kak-vybrat-mikrozaim',
    run: (page) => tapWhenShown(page, '[data-testid="like-button"]', (p) => p.waitForSelector('[data-testid="like-button"][aria-pressed="true"]', { timeout: 30_000 })),
  },
];

/** Records the page's interactions (Event Timing): the longest event of each, by its interaction id. */
const eventTimingScript = `
  window.__interactions = {};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      window.__interactions[entry.interactionId] = Math.max(window.__interactions[entry.interactionId] || 0, entry.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

async function firstInteraction(page: Page, act: (page: Page) => Promise<unknown>): Promise<number | null> {
  await page.waitForLoadState('load');
  // A second after the load event: the borrower has read the screen and reaches for it.
  await page.waitForTimeout(1000);
  await act(page);
  // Event Timing reports an interaction once its next paint is done.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300)))));
  const durations = Object.values(await page.evaluate(() => (window as unknown as { __interactions: Record<string, number> }).__interactions));
  // Event Timing reports nothing under 16 ms: an interaction with no entry answered within that.
  return durations.length ? Math.round(Math.max(...durations)) : 0;
}

const firstInteractionCases: Array<Case<number | null>> = [
  {
    name: '/ ползунок суммы (стрелка вправо)',
    path: '/',
    run: (page) =>
      firstInteraction(page, async (p) => {
        await p.locator('[data-testid="loan-calculator"] input[type="range"]').first().focus();
        await p.keyboard.press('ArrowRight');
      }),
  },
  {
    name: 'заявка: буква в «ФИО»',
    path: '/confirmation?type=loans',
    run: (page, cdp) =>
      firstInteraction(page, async (p) => {
        await p.getByLabel('ФИО', { exact: true }).click({ timeout: 30_000 });
        // «П» as a Russian keyboard sends it (Playwright's own keyboard has no Cyrillic keys).
        const key = { key: 'П', code: 'KeyG', windowsVirtualKeyCode: 71 };
        await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', text: 'П', ...key });
        await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key });
      }),
  },
  { name: 'меню кабинета', path: '/', signedIn: true, run: (page) => firstInteraction(page, (p) => p.getByTestId('account-menu').click()) },
  { name: 'пост: «Нравится»', path: '/blog/kak-vybrat-mikrozaim', run: (page) => firstInteraction(page, (p) => p.getByTestId('like-button').click({ timeout: 30_000 })) },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Each case `runs` times, each in a fresh context opened at its path (`commit`: as soon as the page starts); the median of each. */
async function medianOfEach(
  browser: Browser,
  cases: Array<Case<number | null>>,
  runs: number,
  { waitUntil, initScript }: { waitUntil: 'commit' | 'load'; initScript?: string },
): Promise<Array<{ name: string; ms: number | null }>> {
  const results: Array<{ name: string; ms: number | null }> = [];
  for (const measured of cases) {
    const samples: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const { context, page, cdp } = await openPage(browser, measured.signedIn);
      if (initScript) await context.addInitScript(initScript);
      await page.goto(baseUrl + measured.path, { waitUntil });
      const sample = await measured.run(page, cdp);
      if (sample !== null) samples.push(sample);
      await context.close();
    }
    results.push({ name: measured.name, ms: samples.length ? median(samples) : null });
  }
  return results;
}

export async function earlyTaps(browser: Browser, runs: number): Promise<EarlyTap[]> {
  const results = await medianOfEach(browser, earlyTapCases, runs, { waitUntil: 'commit' });
  return results.map(({ name, ms }) => ({ name, tapToResultMs: ms ?? Number.NaN }));
}

export async function firstInteractions(browser: Browser, runs: number): Promise<FirstInteraction[]> {
  const results = await medianOfEach(browser, firstInteractionCases, runs, { waitUntil: 'load', initScript: eventTimingScript });
  return results.map(({ name, ms }) => ({ name, inputToPaintMs: ms }));
}
