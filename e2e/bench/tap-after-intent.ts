/**
 * `npx tsx e2e/bench/tap-after-intent.ts [--runs=N]` with the product served (`npm run serve`):
 * from `/`, on Lighthouse's slow 4G (150 ms round trip, 1.6 Mbit/s down) at 4× CPU, the time from
 * pressing «Войти» to the sign-in form, pressed with nothing before it and pressed after the
 * pointer has rested on it for 1.5 s (the intent that fetches the page's files ahead). The bench's
 * warm navigations run on an unthrottled loopback, where a download costs nothing: this is what
 * fetching ahead buys on a phone's network. Prints medians.
 */
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, findChromium } from '../lib/find-chromium';
import { baseUrl, cpuSlowdown } from './measure';
import { runsOption } from '../../deploy/src/command-line';

const usage = `npx tsx e2e/bench/tap-after-intent.ts [--runs=N] (по умолчанию 5), при запущенном продукте (npm run serve)`;
const runs = runsOption(process.argv.slice(2), usage);
const slow4g = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const signInForm = '[data-testid="cabinet-anonymous"]';

async function pressSignIn(browser: Browser, afterIntent: boolean): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ru-RU' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', slow4g);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(`${baseUrl}/`);
    await page.waitForSelector('[data-testid="loan-calculator"]');
    await page.waitForLoadState('networkidle');
    const signIn = page.getByRole('button', { name: 'Войти' });
    if (afterIntent) {
      await signIn.hover();
      // The borrower reads the button before pressing it.
      await page.waitForTimeout(1500);
    }
    const pressedAt = await page.evaluate(() => performance.now());
    // Without intent: a press that no pointer, touch or focus came before.
    if (afterIntent) await signIn.click();
    else await signIn.evaluate((element) => (element as HTMLElement).click());
    await page.waitForSelector(signInForm, { timeout: 60_000 });
    return Math.round((await page.evaluate(() => performance.now())) - pressedAt);
  } finally {
    await context.close();
  }
}

async function main() {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    for (const afterIntent of [false, true]) {
      const times: number[] = [];
      for (let run = 0; run < runs; run++) times.push(await pressSignIn(browser, afterIntent));
      times.sort((a, b) => a - b);
      console.log(`${afterIntent ? 'после наведения' : 'сразу'}: медиана ${times[Math.floor(times.length / 2)]} мс (${times.join(', ')})`);
    }
  } finally {
    await browser.close();
  }
}

void main();
