import { existsSync, readFileSync, statSync } from 'node:fs';
import { appendFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { emptyCounts, parseHealthBatch } from '@microloans/shared-contracts/health';
import { HealthGatherer, healthKeysMax, readHealth } from './health-store';

const made: string[] = [];
const folder = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'health-'));
  made.push(dir);
  return dir;
};
afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

test('a worker adds what comes per part and version, and writes one line per version that moved', async () => {
  const dir = await folder();
  let now = Date.parse('2026-11-28T10:00:00Z');
  const gatherer = new HealthGatherer(dir, () => now);
  gatherer.add('mf-blog', '1.0.0+a', { visits: 3, failedVisits: 1, uncaughtErrors: 1 });
  gatherer.add('mf-blog', '1.0.0+a', { visits: 2 });
  gatherer.add('mf-blog', '1.1.0+b', { serverDraws: 4, serverFailures: 4 });
  gatherer.add('mf-cabinet', '1.0.0+c', { visits: 1 });
  await gatherer.flush();
  const lines = readFileSync(path.join(dir, 'mf-blog.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as unknown);
  expect(lines).toEqual([
    { at: '2026-11-28T10:00:00.000Z', version: '1.0.0+a', counts: { visits: 5, failedVisits: 1, uncaughtErrors: 1 } },
    { at: '2026-11-28T10:00:00.000Z', version: '1.1.0+b', counts: { serverDraws: 4, serverFailures: 4 } },
  ]);
  // Nothing moved since: nothing written.
  now += 5000;
  await gatherer.flush();
  expect(readFileSync(path.join(dir, 'mf-blog.jsonl'), 'utf8').trim().split('\n')).toHaveLength(2);
  expect(readHealth(dir, 'mf-cabinet', 0).get('1.0.0+c')).toEqual({ ...emptyCounts(), visits: 1 });
});

test('readers add up the lines of the time they ask about, from every worker', async () => {
  const dir = await folder();
  const at = (iso: string) => () => Date.parse(iso);
  const first = new HealthGatherer(dir, at('2026-11-28T10:00:00Z'));
  const second = new HealthGatherer(dir, at('2026-11-28T10:00:10Z'));
  first.add('mf-blog', '1.0.0+a', { visits: 10, failedVisits: 2 });
  second.add('mf-blog', '1.0.0+a', { visits: 5, failedVisits: 1 });
  await Promise.all([first.flush(), second.flush()]);
  expect(readHealth(dir, 'mf-blog', 0).get('1.0.0+a')).toMatchObject({ visits: 15, failedVisits: 3 });
  expect(readHealth(dir, 'mf-blog', Date.parse('2026-11-28T10:00:05Z')).get('1.0.0+a')).toMatchObject({ visits: 5, failedVisits: 1 });
  expect(readHealth(dir, 'mf-blog', 0, Date.parse('2026-11-28T10:00:05Z')).get('1.0.0+a')).toMatchObject({ visits: 10 });
  expect(readHealth(dir, 'mf-shopwindow', 0).size).toBe(0);
});

test('bounded in memory: past 64 versions between two writes, what comes for another is dropped and counted', async () => {
  const dir = await folder();
  const gatherer = new HealthGatherer(dir);
  for (let index = 0; index < healthKeysMax + 10; index += 1) gatherer.add('mf-blog', `1.0.${index}+a`, { visits: 1 });
  expect(gatherer.droppedReports).toBe(10);
  // Known ones still add up.
  gatherer.add('mf-blog', '1.0.0+a', { visits: 1 });
  await gatherer.flush();
  const totals = readHealth(dir, 'mf-blog', 0);
  expect(totals.size).toBe(healthKeysMax);
  expect(totals.get('1.0.0+a')?.visits).toBe(2);
});

test('bounded on disk: a file over its size is rotated once, so a part keeps at most twice that', async () => {
  const dir = await folder();
  const gatherer = new HealthGatherer(dir, Date.now, 2000);
  for (let round = 0; round < 60; round += 1) {
    gatherer.add('mf-blog', '1.0.0+a', { visits: 1 });
    await gatherer.flush();
  }
  expect(existsSync(path.join(dir, 'mf-blog.1.jsonl'))).toBe(true);
  expect(statSync(path.join(dir, 'mf-blog.jsonl')).size + statSync(path.join(dir, 'mf-blog.1.jsonl')).size).toBeLessThan(2 * 2000 + 200);
});

test('a line cut short, or not a line of counts, is skipped; negative or absurd numbers count as nothing', async () => {
  const dir = await folder();
  await writeFile(
    path.join(dir, 'mf-blog.jsonl'),
    [
      JSON.stringify({ at: '2026-11-28T10:00:00Z', version: '1.0.0+a', counts: { visits: 4, failedVisits: -3, loadFailures: 'x' } }),
      '{"at":"2026-11-28T10:00:01Z","vers',
      JSON.stringify({ nothing: true }),
      '',
    ].join('\n'),
  );
  await appendFile(path.join(dir, 'mf-blog.jsonl'), `${JSON.stringify({ at: '2026-11-28T10:00:02Z', version: '1.0.0+a', counts: { visits: 1 } })}\n`);
  expect(readHealth(dir, 'mf-blog', 0).get('1.0.0+a')).toEqual({ ...emptyCounts(), visits: 5 });
});

test('a beacon is taken only as a shell sends it: known remotes, versions, browser counters, bounded whole numbers', () => {
  const good = { reports: [{ remote: 'mf_blog', version: '1.0.0+a', counts: { visits: 2, failedVisits: 1, renderErrors: 1 } }] };
  expect(parseHealthBatch(good)).toEqual(good.reports);
  const bad: unknown[] = [
    null,
    'text',
    { reports: 'x' },
    { reports: Array.from({ length: 17 }, () => good.reports[0]) },
    { reports: [{ remote: 'mf_evil', version: '1.0.0+a', counts: {} }] },
    { reports: [{ remote: 'mf_blog', version: '../../etc', counts: {} }] },
    { reports: [{ remote: 'mf_blog', version: `1.0.0+${'a'.repeat(80)}`, counts: {} }] },
    { reports: [{ remote: 'mf_blog', version: '1.0.0+a', counts: { serverFailures: 5 } }] },
    { reports: [{ remote: 'mf_blog', version: '1.0.0+a', counts: { visits: -1 } }] },
    { reports: [{ remote: 'mf_blog', version: '1.0.0+a', counts: { visits: 1.5 } }] },
    { reports: [{ remote: 'mf_blog', version: '1.0.0+a', counts: { visits: 1e9 } }] },
    JSON.parse('{"reports":[{"remote":"mf_blog","version":"1.0.0+a","counts":{"__proto__":1}}]}'),
    { reports: [{ remote: 'mf_blog', version: '1.0.0+a', counts: { visits: 1, failedVisits: 2 } }] },
    { reports: [{ remote: 'mf_blog', version: '1.0.0+a', counts: { phone: 79990001122 } }] },
  ];
  for (const input of bad) expect(() => parseHealthBatch(input)).toThrow();
});
