/**
 * `npx tsx e2e/bench/locale-data-cost.ts [--runs=N]` with the product served (`npm run serve`):
 * what a page's first use of the browser's locale data costs its main thread at 4× CPU — the first
 * `Intl.NumberFormat('ru-RU')` and the first `localeCompare`, each in a fresh page of the product
 * (its robots.txt: no script of ours runs first). The product uses neither (eslint forbids them in
 * browser code; e2e/tests/composition.spec.ts checks the pages): this is the cost it avoids on
 * every page that shows an amount or sorts a query's parameters. Prints medians.
 */
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, findChromium } from '../lib/find-chromium';
import { baseUrl, cpuSlowdown } from './measure';
import { runsOption } from '../../deploy/src/command-line';

const usage = `npx tsx e2e/bench/locale-data-cost.ts [--runs=N] (по умолчанию 5), при запущенном продукте (npm run serve)`;
const runs = runsOption(process.argv.slice(2), usage);

type FirstUse = 'numberFormat' | 'localeCompare';

async function firstUseMs(browser: Browser, use: FirstUse): Promise<number> {
  const page = await browser.newPage();
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(`${baseUrl}/robots.txt`);
    return await page.evaluate((which) => {
      const start = performance.now();
      if (which === 'numberFormat') new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 }).format(30000);
      else 'размер'.localeCompare('займ');
      return Math.round(performance.now() - start);
    }, use);
  } finally {
    await page.close();
  }
}

async function main() {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    for (const use of ['numberFormat', 'localeCompare'] as const) {
      const times: number[] = [];
      for (let run = 0; run < runs; run++) times.push(await firstUseMs(browser, use));
      times.sort((a, b) => a - b);
      console.log(`${use === 'numberFormat' ? 'первый Intl.NumberFormat' : 'первый localeCompare'}: медиана ${times[Math.floor(times.length / 2)]} мс при ${cpuSlowdown}× CPU (${times.join(', ')})`);
    }
  } finally {
    await browser.close();
  }
}

void main();
