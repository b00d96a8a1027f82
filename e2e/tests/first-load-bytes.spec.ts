import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { coldVisit, type PageSample } from '../bench/measure';
import { benchRoutes } from '../bench/routes';

/**
 * What a first visit downloads is a budget that follows the product down: each route's figures in
 * bench/budgets.json — JS until its content is on screen, taken over by its code and the network
 * is quiet, the JS it asks for after that moment, its stylesheets (all gzip, as sent) — are the exact figures of the
 * last change that moved them. A route more than 2 % heavier fails; so does one more than 2 %
 * lighter, until its figure is lowered (`UPDATE_BUDGETS=1` writes the measured figures), so the
 * next change cannot grow back into the room. Bytes do not vary from run to run; times do, and
 * stay in `npm run bench`.
 */
const tolerance = 0.02;
const budgetsFile = path.join(__dirname, '../bench/budgets.json');

type RouteBudget = { jsGzipBytes: number; lateJsGzipBytes: number; cssGzipBytes: number };
type Budgets = { firstLoad: Record<string, RouteBudget> };

const readBudgets = () => JSON.parse(readFileSync(budgetsFile, 'utf8')) as Budgets;
const measures: Array<[keyof RouteBudget, string]> = [
  ['jsGzipBytes', 'JS until the content is shown and taken over and the network is quiet'],
  ['lateJsGzipBytes', 'JS asked for after that'],
  ['cssGzipBytes', 'stylesheets'],
];

/** Whether `measured` keeps to `figure`: within 2 % either way (a figure of 0 allows nothing). */
function verdict(measured: number, figure: number): string | null {
  if (measured > figure * (1 + tolerance)) return `${measured} B, over its figure ${figure} B by more than 2 %`;
  if (measured < figure * (1 - tolerance)) return `${measured} B, under its figure ${figure} B by more than 2 %: lower the figure`;
  return null;
}

test('the verdict: over or under by more than 2 % fails, within passes, and nothing may appear where the figure is 0', () => {
  expect(verdict(1020, 1000)).toBeNull();
  expect(verdict(980, 1000)).toBeNull();
  expect(verdict(1021, 1000)).toMatch(/over/);
  expect(verdict(979, 1000)).toMatch(/lower the figure/);
  expect(verdict(0, 0)).toBeNull();
  expect(verdict(1, 0)).toMatch(/over/);
});

test('every budget in budgets.json is a route the bench visits, and every route has one', () => {
  expect(Object.keys(readBudgets().firstLoad).sort()).toEqual(benchRoutes.map((route) => route.path).sort());
});

for (const route of benchRoutes) {
  test(`first load of ${route.path}: JS, late JS and CSS at their committed figures, within 2 %`, async ({ browser }) => {
    // At the CPU's own speed: the same bytes as at the bench's 4× slower CPU (every route, measured
    // both ways), in half the time. Times are the bench's.
    const sample: PageSample = await coldVisit(browser, route, { cpuRate: 1 });
    const measured: RouteBudget = { jsGzipBytes: sample.jsGzipBytes, lateJsGzipBytes: sample.lateJsGzipBytes, cssGzipBytes: sample.cssGzipBytes };
    if (process.env.UPDATE_BUDGETS) {
      // Rewriting the figures checks nothing: a person does it, reads the change and commits it.
      expect(process.env.CI, 'UPDATE_BUDGETS rewrites bench/budgets.json: never in CI').toBeFalsy();
      expect(measured.jsGzipBytes, `${route.path}: the page sent no JS`).toBeGreaterThan(0);
      const budgets = readBudgets();
      budgets.firstLoad[route.path] = measured;
      writeFileSync(budgetsFile, `${JSON.stringify(budgets, null, 2)}\n`);
      return;
    }
    const figures = readBudgets().firstLoad[route.path];
    expect(figures, `bench/budgets.json has figures for ${route.path}`).toBeDefined();
    const problems = measures
      .map(([key, what]) => [what, verdict(measured[key], figures![key])] as const)
      .filter(([, problem]) => problem !== null)
      .map(([what, problem]) => `${what}: ${problem}`);
    expect(problems, `${route.path}: measured ${JSON.stringify(measured)}`).toEqual([]);
  });
}
