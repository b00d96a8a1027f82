/**
 * `npm run bench`: a benchmark, not a test. Builds and serves the production parts as `npm start`
 * does, drives Chromium with the CPU slowed 4× through the DevTools protocol, and for each route
 * measures a cold visit and a warm navigation from `/`. Prints medians, the first-load bytes beside
 * each route's figures in `budgets.json` (which `npm test` enforces), and writes the figures to
 * `bench-results/latest.json`.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CommandLineError, parseCommandLine, reportCommandLineFailure, wholeNumber } from '../../deploy/src/command-line';
import { chromiumArgs, findChromium } from '../lib/find-chromium';
import { coldVisit, cpuSlowdown, warmNavigation, type PageSample } from './measure';
import { historyPaging, type HistorySample } from './history';
import { lighthouseRoutes, lighthouseTable, type LighthouseRoute } from './lighthouse';
import { benchRoutes } from './routes';
import { earlyTaps, firstInteractions, type EarlyTap, type FirstInteraction } from './interactions';

type Budgets = { firstLoad: Record<string, { jsGzipBytes: number; lateJsGzipBytes: number; cssGzipBytes: number }> };

const repoRoot = path.resolve(__dirname, '../..');
const usage = `npm run bench -- [параметры]: замер страниц в Chromium (CPU медленнее в 4 раза) и Lighthouse.
  --runs=N              заходов на каждую страницу (по умолчанию 5)
  --lighthouse-runs=N   прогонов Lighthouse на маршрут (по умолчанию 3)
  --only=pages|lighthouse   только одна половина замера
  --no-build            не собирать: мерить то, что собрано в последний раз
  -h, --help            эта справка`;
const { values } = (() => {
  try {
    return parseCommandLine(process.argv.slice(2), {
      usage,
      options: { runs: { type: 'string' }, 'lighthouse-runs': { type: 'string' }, only: { type: 'string' }, 'no-build': { type: 'boolean' } },
    });
  } catch (error) {
    return reportCommandLineFailure(error);
  }
})();
if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (values.only !== undefined && values.only !== 'pages' && values.only !== 'lighthouse') {
  reportCommandLineFailure(new CommandLineError(`--only: pages или lighthouse, а не «${values.only}»`, usage));
}
const runs = wholeNumber(values.runs, 5, 'runs', usage);
const skipBuild = values['no-build'] === true;
const lighthouseRuns = wholeNumber(values['lighthouse-runs'], 3, 'lighthouse-runs', usage);
/** `--only=lighthouse` or `--only=pages` runs one half of the bench. */
const only = values.only;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

function medianSample(samples: PageSample[]) {
  return {
    jsRawKB: kb(median(samples.map((s) => s.jsRawBytes))),
    jsGzipKB: kb(median(samples.map((s) => s.jsGzipBytes))),
    lateJsGzipKB: kb(median(samples.map((s) => s.lateJsGzipBytes))),
    cssGzipKB: kb(median(samples.map((s) => s.cssGzipBytes))),
    requests: median(samples.map((s) => s.requests)),
    lcpMs: samples[0]?.lcpMs === null ? null : Math.round(median(samples.map((s) => s.lcpMs ?? 0))),
    contentVisibleMs: Math.round(median(samples.map((s) => s.contentVisibleMs))),
    longestTaskMs: Math.round(median(samples.map((s) => s.longestTaskMs))),
    longestTaskScript: [...samples].sort((a, b) => b.longestTaskMs - a.longestTaskMs)[0]?.longestTaskScript ?? null,
    // The run with the longest task: every task of it over 50 ms.
    longTasks: [...samples].sort((a, b) => b.longestTaskMs - a.longestTaskMs)[0]?.longTasks ?? [],
    maxLibraryCopies: Object.fromEntries(
      Object.keys(samples[0]?.libraryCopies ?? {}).map((name) => [name, Math.max(...samples.map((s) => s.libraryCopies[name] ?? 0))]),
    ),
  };
}

/** Beside the committed figure (KB): ✓ within 2 %, ✗ off it either way (npm test fails then). */
const verdict = (value: number, figureBytes: number | undefined) => {
  if (figureBytes === undefined) return '';
  const figure = kb(figureBytes);
  return Math.abs(value - figure) <= figure * 0.02 ? ` ✓ (${figure})` : ` ✗ (${figure})`;
};

async function main() {
  const budgets = JSON.parse(await readFile(path.join(__dirname, 'budgets.json'), 'utf8')) as Budgets;
  const { buildAll } = await import('../../deploy/src/build');
  const build = skipBuild
    ? (JSON.parse(await readFile(path.join(repoRoot, '.runtime/build-times.json'), 'utf8')) as { total: number; parts: Record<string, number> })
    : await buildAll();
  const { startStack } = await import('../../deploy/src/start');
  const stack = await startStack({ build: false });
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const results = [];
  let history: HistorySample | undefined;
  let lighthouse: LighthouseRoute[] = [];
  let taps: EarlyTap[] = [];
  let interactions: FirstInteraction[] = [];
  try {
    for (const route of only === 'lighthouse' ? [] : benchRoutes) {
      const cold: PageSample[] = [];
      const warm: PageSample[] = [];
      for (let run = 0; run < runs; run += 1) {
        cold.push(await coldVisit(browser, route));
        if (route.path !== '/') warm.push(await warmNavigation(browser, route));
      }
      results.push({ route: route.path, cold: medianSample(cold), warm: warm.length ? medianSample(warm) : null });
      process.stdout.write('.');
    }
    if (only !== 'lighthouse') {
      history = await historyPaging(browser);
      taps = await earlyTaps(browser, runs);
      interactions = await firstInteractions(browser, runs);
    }
    if (only !== 'pages' && lighthouseRuns > 0) lighthouse = await lighthouseRoutes(lighthouseRuns, () => process.stdout.write('·'));
  } finally {
    await browser.close();
    await stack.stop();
  }
  process.stdout.write('\n');

  const report = {
    measuredAt: new Date().toISOString(),
    machine: { cores: cpus().length, cpuSlowdown, runs },
    build,
    routes: results,
    history,
    earlyTaps: taps,
    firstInteractions: interactions,
    lighthouse: { runs: lighthouseRuns, routes: lighthouse },
    budgets,
  };
  await mkdir(path.join(repoRoot, 'bench-results'), { recursive: true });
  await writeFile(path.join(repoRoot, 'bench-results/latest.json'), JSON.stringify(report, null, 2));

  console.log(`\nЯдер: ${report.machine.cores}; CPU замедлен в ${cpuSlowdown}×; медиана ${runs} прогонов\n`);
  console.table(
    results.map(({ route, cold, warm }) => ({
      маршрут: route,
      'холодно JS gzip KB': `${cold.jsGzipKB}${verdict(cold.jsGzipKB, budgets.firstLoad[route]?.jsGzipBytes)}`,
      'холодно JS raw KB': cold.jsRawKB,
      'позже JS KB': `${cold.lateJsGzipKB}${verdict(cold.lateJsGzipKB, budgets.firstLoad[route]?.lateJsGzipBytes)}`,
      'CSS KB': `${cold.cssGzipKB}${verdict(cold.cssGzipKB, budgets.firstLoad[route]?.cssGzipBytes)}`,
      запросов: cold.requests,
      'LCP мс': cold.lcpMs ?? '—',
      'контент мс': cold.contentVisibleMs,
      'долгая задача мс': cold.longestTaskMs ? `${cold.longestTaskMs} (${cold.longestTaskScript ?? '?'})` : '—',
      'с / +JS gzip KB': warm ? warm.jsGzipKB : '—',
      'с / контент мс': warm ? warm.contentVisibleMs : '—',
      'копий библиотек': Object.values(cold.maxLibraryCopies).every((n) => n <= 1) ? 'по 1' : JSON.stringify(cold.maxLibraryCopies),
    })),
  );
  console.log('\nЗадачи дольше 50 мс при холодном заходе (CPU ×4; скрипт, шедший дольше всех в кадре):');
  for (const { route, cold } of results) {
    console.log(`  ${route}: ${cold.longTasks.length ? cold.longTasks.map((task) => `${task.ms} (${task.script ?? '?'})`).join(', ') : 'нет'}`);
  }
  if (taps.length) {
    console.log(`\nНажатие, как только элемент виден (CPU ×${cpuSlowdown}), до результата, медиана:`);
    console.table(taps.map((tap) => ({ что: tap.name, 'мс до результата': tap.tapToResultMs })));
  }
  if (interactions.length) {
    console.log(`Первое действие через 1 с после load (CPU ×${cpuSlowdown}), от ввода до следующего кадра, медиана (бюджет 100 мс):`);
    console.table(
      interactions.map((interaction) => ({
        что: interaction.name,
        мс:
          interaction.inputToPaintMs === null
            ? 'нет замера'
            : `${interaction.inputToPaintMs === 0 ? '< 16' : interaction.inputToPaintMs}${interaction.inputToPaintMs <= 100 ? ' ✓' : ' ✗'}`,
      })),
    );
  }
  console.table(Object.fromEntries(Object.entries(build.parts).map(([name, seconds]) => [name, { 'сборка, с': seconds.toFixed(1) }])));
  console.log(`Полная сборка: ${build.total.toFixed(1)} с`);
  if (history) {
    console.log(
      `История из ${history.applications} заявок, 360 px, CPU ×${cpuSlowdown}, ${history.pagesTurned} страниц: долгих задач ${history.longTasks} ` +
        `(самая долгая ${history.longestTaskMs} мс${history.longestTaskMs > 50 ? ' ✗' : ' ✓'} (бюджет 50)), самая медленная страница ${history.slowestPageMs} мс`,
    );
  }
  if (lighthouse.length) {
    console.log(`\nLighthouse ${(JSON.parse(await readFile(path.join(repoRoot, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version}, мобильный профиль (медленный 4G, CPU ×4), медиана ${lighthouseRuns}`);
    console.table(lighthouseTable(lighthouse));
  }
  console.log(`JSON: ${path.relative(process.cwd(), path.join(repoRoot, 'bench-results/latest.json'))}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
