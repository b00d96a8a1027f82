/**
 * Lighthouse in `npm run bench`: mobile defaults (simulated slow 4G, 4× CPU, a Moto G-sized
 * screen) on every route a borrower meets, through user flows, so that the wizard's later steps
 * and the signed-in pages are measured as a borrower reaches them. Each report is a cold
 * navigation in a new tab (Lighthouse empties the HTTP cache first) that keeps cookies and local
 * storage: a signed-in borrower stays signed in, a wizard step reloaded shows that step.
 *
 * Lighthouse drives the browser through Puppeteer; the wizard is filled between its navigations by
 * the same Playwright helpers the e2e tests use, attached to that browser over CDP.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, request as playwrightRequest, type Page } from '@playwright/test';
import type { Browser as PuppeteerBrowser, Page as PuppeteerPage } from 'puppeteer-core';
import { chromiumArgs, findChromium } from '../lib/find-chromium';
import { confirmPhone, expectStep, fillAccountPassword, fillContacts, fillPassport } from '../lib/application';
import { devApiUrl, seededUser } from '../lib/dev-api';
import { baseUrl } from './measure';
import { shopwindowLeadPath } from './routes';

/** What one report scored; times in ms, scores 0–100. */
export type LighthouseScores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
  cls: number;
  transferKB: number;
  /**
   * Lighthouse's measure of this machine's CPU speed at the time of the report: its simulated phone
   * is this machine slowed 4×, so times (TBT above all) follow it; compare runs only at a like index.
   */
  benchmarkIndex: number;
};

export type LighthouseRoute = { name: string; scores: LighthouseScores };

/** The targets of every public route (issue 38): performance ≥ 95, TBT ≤ 200 ms, LCP ≤ 1.2 s, CLS ≤ 0.01. */
export const lighthouseBudgets = { performance: 95, tbtMs: 200, lcpMs: 1200, cls: 0.01 } as const;

type Flow = Awaited<ReturnType<typeof import('lighthouse')['startFlow']>>;
type Report = { name: string; lhr: import('lighthouse').Result };

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

function scoresOf(lhr: import('lighthouse').Result): LighthouseScores {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    speedIndexMs: Math.round(audit('speed-index')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    transferKB: Math.round(audit('total-byte-weight') / 102.4) / 10,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/** A browser of its own per journey: an empty profile, as a first visit has. */
async function withBrowser<T>(work: (browser: PuppeteerBrowser) => Promise<T>): Promise<T> {
  const puppeteer = (await import('puppeteer-core')).default;
  const profile = await mkdtemp(path.join(tmpdir(), 'bench-lighthouse-'));
  const browser = await puppeteer.launch({
    executablePath: findChromium(),
    args: [...chromiumArgs, '--remote-debugging-port=0'],
    userDataDir: profile,
    headless: true,
    defaultViewport: null,
  });
  try {
    return await work(browser);
  } finally {
    await browser.close();
    await rm(profile, { recursive: true, force: true });
  }
}

async function flowOn(page: PuppeteerPage): Promise<Flow> {
  const { startFlow } = await import('lighthouse');
  return startFlow(page, { flags: { onlyCategories: categories, logLevel: 'error' } });
}

/**
 * One cold report: a new tab, the HTTP cache emptied, cookies and local storage kept. (Within one
 * tab a later navigation is served from the renderer's memory cache whatever the flags say.)
 */
async function coldReport(browser: PuppeteerBrowser, name: string, url: string, then?: () => Promise<void>): Promise<Report[]> {
  const page = await browser.newPage();
  try {
    const flow = await flowOn(page);
    await flow.navigate(url, { name });
    const reports = await reportsOf(flow);
    await then?.();
    return reports;
  } finally {
    await page.close();
  }
}

async function reportsOf(flow: Flow): Promise<Report[]> {
  const result = await flow.createFlowResult();
  return result.steps.map((step) => ({ name: step.name, lhr: step.lhr }));
}

/** An anonymous visitor, each page a first visit with an empty cache. */
const anonymousPages: Array<[name: string, path: string]> = [
  ['/', '/'],
  ['/auth', '/auth'],
  ['/auth/registration', '/auth/registration'],
  ['/auth/recovery', '/auth/recovery'],
  ['/blog', '/blog'],
  ['/blog/category/{slug}', '/blog/category/vse-o-zaimah'],
  ['/blog/{slug}', '/blog/kak-vybrat-mikrozaim'],
  ['/blog/search?q=…', `/blog/search?q=${encodeURIComponent('займ')}`],
  ['/docs/{slug}', '/docs/privacy-agreement'],
  ['/ll/{slug}', '/ll/zaim-na-kartu'],
  ['/shopwindow?…', shopwindowLeadPath],
  ['/pdl/{id}', '/pdl/pdl-demo'],
  // Not the 404 page: Lighthouse refuses a document answered with 404 (ERRORED_DOCUMENT_REQUEST).
];

async function anonymousJourney(): Promise<Report[]> {
  const reports: Report[] = [];
  for (const [name, route] of anonymousPages) reports.push(...(await withBrowser((browser) => coldReport(browser, name, baseUrl + route))));
  return reports;
}

/** The seeded borrower, signed in by the token cookies the shell reads. */
async function signedInJourney(): Promise<Report[]> {
  const api = await playwrightRequest.newContext();
  try {
    const anonym = (await (await api.post(`${devApiUrl}/auth/anonym`)).json()) as { token: string };
    const login = await api.post(`${devApiUrl}/auth/login`, {
      headers: { Authorization: `Bearer ${anonym.token}` },
      data: { phone: seededUser.phone, password: seededUser.password },
    });
    const pair = (await login.json()) as { token: string; refresh_token: string };
    return await withBrowser(async (browser) => {
      await browser.setCookie(
        { name: 'token', value: pair.token, domain: '127.0.0.1', path: '/' },
        { name: 'refresh_token', value: pair.refresh_token, domain: '127.0.0.1', path: '/' },
      );
      const reports: Report[] = [];
      for (const route of ['/profile', '/history', '/score']) reports.push(...(await coldReport(browser, `${route} (вход)`, baseUrl + route)));
      return reports;
    });
  } finally {
    await api.dispose();
  }
}

/** Runs `fill` with the Playwright handle of the tab at `url` (the e2e helpers fill the wizard). */
async function fillWithPlaywright(browser: PuppeteerBrowser, url: string, fill: (page: Page) => Promise<void>): Promise<void> {
  const attached = await chromium.connectOverCDP(browser.wsEndpoint());
  try {
    const page = attached
      .contexts()
      .flatMap((context) => context.pages())
      .find((candidate) => candidate.url().startsWith(url));
    if (!page) throw new Error(`no tab at ${url} to fill the wizard in`);
    await fill(page);
  } finally {
    await attached.close();
  }
}

/** A new borrower through the wizard: each step is reloaded and measured as the borrower reaches it. */
async function wizardJourney(run: number): Promise<Report[]> {
  const api = await playwrightRequest.newContext();
  // A phone (and passport) dev-api has not seen: the contacts step makes a new account.
  const phoneDigits = `999${String(Date.now()).slice(-6)}${run % 10}`;
  const wizard = `${baseUrl}/confirmation?type=loans`;
  try {
    return await withBrowser(async (browser) => [
      ...(await coldReport(browser, '/confirmation шаг 1', wizard, () =>
        fillWithPlaywright(browser, wizard, async (page) => {
          await expectStep(page, 0);
          await fillContacts(page, phoneDigits);
          await confirmPhone(page, api, `7${phoneDigits}`);
          await expectStep(page, 1);
        }),
      )),
      ...(await coldReport(browser, '/confirmation шаг 2', wizard, () =>
        fillWithPlaywright(browser, wizard, async (page) => {
          await expectStep(page, 1);
          await fillPassport(page, `46${phoneDigits.slice(-8)}`);
          await fillAccountPassword(page);
          await page.getByRole('button', { name: 'Продолжить', exact: true }).click();
          await expectStep(page, 2);
        }),
      )),
      ...(await coldReport(browser, '/confirmation шаг 3', wizard)),
    ]);
  } finally {
    await api.dispose();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Runs every journey `runs` times; per route the median of each figure. */
export async function lighthouseRoutes(runs: number, onProgress: () => void = () => {}): Promise<LighthouseRoute[]> {
  const byName = new Map<string, LighthouseScores[]>();
  for (let run = 0; run < runs; run += 1) {
    for (const journey of [anonymousJourney, () => wizardJourney(run), signedInJourney]) {
      for (const { name, lhr } of await journey()) {
        if (lhr.runtimeError) throw new Error(`Lighthouse: ${name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        byName.set(name, [...(byName.get(name) ?? []), scoresOf(lhr)]);
      }
      onProgress();
    }
  }
  return [...byName].map(([name, samples]) => ({
    name,
    scores: Object.fromEntries(
      (Object.keys(samples[0]!) as Array<keyof LighthouseScores>).map((key) => [key, median(samples.map((sample) => sample[key]))]),
    ) as LighthouseScores,
  }));
}

/** The table `npm run bench` prints. */
export function lighthouseTable(routes: LighthouseRoute[]) {
  const mark = (ok: boolean) => (ok ? ' ✓' : ' ✗');
  return routes.map(({ name, scores }) => ({
    маршрут: name,
    производительность: `${scores.performance}${mark(scores.performance >= lighthouseBudgets.performance)} (≥ ${lighthouseBudgets.performance})`,
    'TBT мс': `${scores.tbtMs}${mark(scores.tbtMs <= lighthouseBudgets.tbtMs)} (≤ ${lighthouseBudgets.tbtMs})`,
    'FCP мс': scores.fcpMs,
    'LCP мс': `${scores.lcpMs}${mark(scores.lcpMs <= lighthouseBudgets.lcpMs)}`,
    'SI мс': scores.speedIndexMs,
    CLS: `${scores.cls}${mark(scores.cls <= lighthouseBudgets.cls)}`,
    KB: scores.transferKB,
    'доступн./практики/SEO': `${scores.accessibility}/${scores.bestPractices}/${scores.seo}`,
    'индекс CPU': scores.benchmarkIndex,
  }));
}
