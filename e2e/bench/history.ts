import type { Browser } from '@playwright/test';
import { devApiUrl as devApi } from '../lib/product';
import { baseUrl, cpuSlowdown } from './measure';

const seededPhone = '79990000001';
const seededPassword = 'secret1';

export type HistorySample = { applications: number; pagesTurned: number; longTasks: number; longestTaskMs: number; slowestPageMs: number };

/**
 * The history of a borrower with 500 more applications on a phone (360 px, touch, CPU slowed):
 * from the moment the list shows, scrolls to the pager and turns `pages` pages, recording every
 * long task (> 50 ms) and the slowest tap-to-new-page time.
 */
export async function historyPaging(browser: Browser, pages = 20): Promise<HistorySample> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  try {
    await context.request.post(`${devApi}/__dev/reset`);
    await context.request.post(`${devApi}/__dev/leads/bulk`, { data: { count: 500 } });
    const anonym = (await (await context.request.post(`${devApi}/auth/anonym`)).json()) as { token: string };
    const login = (await (
      await context.request.post(`${devApi}/auth/login`, { headers: { Authorization: `Bearer ${anonym.token}` }, data: { phone: seededPhone, password: seededPassword } })
    ).json()) as { token: string; refresh_token: string };
    await context.addCookies([
      { name: 'token', value: login.token, url: baseUrl },
      { name: 'refresh_token', value: login.refresh_token, url: baseUrl },
    ]);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/history`);
    const count = page.getByTestId('history-count');
    await count.waitFor();
    const total = Number(((await count.textContent()) ?? '').replace(/\D+/g, ' ').trim().split(' ')[0]);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.evaluate(() => {
      const tasks: number[] = [];
      (window as Window & { __longTasks?: number[] }).__longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: 'longtask' });
    });
    let slowestPageMs = 0;
    for (let next = 2; next <= pages + 1; next += 1) {
      await cdp.send('Input.synthesizeScrollGesture', { x: 180, y: 600, yDistance: -2000, gestureSourceType: 'touch', speed: 2000 });
      const started = Date.now();
      await page.getByRole('navigation', { name: 'Страницы списка' }).getByRole('link', { name: 'Следующая' }).tap();
      await count.filter({ hasText: `страница ${next} из` }).waitFor();
      slowestPageMs = Math.max(slowestPageMs, Date.now() - started);
    }
    const tasks = await page.evaluate(() => (window as Window & { __longTasks?: number[] }).__longTasks ?? []);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { applications: total, pagesTurned: pages, longTasks: tasks.length, longestTaskMs: Math.round(Math.max(0, ...tasks)), slowestPageMs };
  } finally {
    await context.close();
  }
}
