import { chromium } from '@playwright/test';
import { chromiumArgs, findTestChromium } from '/work/main/e2e/lib/find-chromium';
(async () => {
  const browser = await chromium.launch({ executablePath: findTestChromium(), args: chromiumArgs });
  const page = await browser.newPage();
  const rows: [string, number][] = [];
  page.on('requestfinished', async (req) => { if (req.resourceType() === 'script') { const s = await req.sizes(); rows.push([req.url(), s.responseBodySize]); } });
  await page.goto(process.argv[2] ?? 'http://127.0.0.1:3000/');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  rows.sort((a, b) => b[1] - a[1]);
  let t = 0; for (const [u, s] of rows) { t += s; console.log(String(s).padStart(8), u); }
  console.log('total', t);
  await browser.close();
})();
