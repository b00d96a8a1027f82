/**
 * The health store: each remote version's counts (shared-contracts/health) as the render tier
 * gathers them, where the operator commands and `/ops` read them. A render worker adds what
 * browsers and its own pages report into counts kept in memory per remote and version (bounded),
 * and every two seconds appends one line per version that moved to `<dir>/<part>.jsonl`: when,
 * which version, its counts over those seconds. Lines from every worker (and every tier sharing
 * the store) go to the same file; readers add up the lines of the time they ask about. A file
 * over its size is renamed to `<part>.1.jsonl` (the older one dropped), so a part keeps at most
 * twice that on disk.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { appendFile, mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { addCounts, emptyCounts, healthCounters, type HealthCounts } from '@microloans/shared-contracts/health';
import { isRecord } from '@microloans/shared-contracts/guards';

/** One line of a part's file: a version's counts over a few seconds, ending `at`. */
export type HealthLine = { at: string; version: string; counts: Partial<HealthCounts> };

/** How big a part's file grows before it is rotated. */
export const healthFileMaxBytes = 2 * 1024 * 1024;
/** How many versions' counts a worker keeps between two writes; what comes for others is dropped (and counted). */
export const healthKeysMax = 64;
/** How often a worker writes what it gathered. */
export const healthFlushMs = 2000;

const fileOf = (dir: string, part: string) => path.join(dir, `${part}.jsonl`);
const olderFileOf = (dir: string, part: string) => path.join(dir, `${part}.1.jsonl`);

export class HealthGatherer {
  private readonly pending = new Map<string, { part: string; version: string; counts: HealthCounts }>();
  private dropped = 0;
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    readonly dir: string,
    private readonly now: () => number = Date.now,
    private readonly maxBytes = healthFileMaxBytes,
  ) {}

  /** Adds a version's counts; written at the next flush. */
  add(part: string, version: string, counts: Partial<HealthCounts>): void {
    const key = `${part}\n${version}`;
    let entry = this.pending.get(key);
    if (!entry) {
      if (this.pending.size >= healthKeysMax) {
        this.dropped += 1;
        return;
      }
      entry = { part, version, counts: emptyCounts() };
      this.pending.set(key, entry);
    }
    addCounts(entry.counts, counts);
    this.timer ??= setTimeout(() => void this.flush(), healthFlushMs).unref();
  }

  /** Reports dropped for want of room since the process started. */
  get droppedReports(): number {
    return this.dropped;
  }

  /** Writes what was gathered (one line per version) and starts afresh. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const entries = [...this.pending.values()];
    this.pending.clear();
    const at = new Date(this.now()).toISOString();
    this.writing = this.writing.then(async () => {
      const byPart = new Map<string, string[]>();
      for (const { part, version, counts } of entries) {
        const moved = Object.fromEntries(healthCounters.filter((counter) => counts[counter] > 0).map((counter) => [counter, counts[counter]]));
        byPart.set(part, [...(byPart.get(part) ?? []), `${JSON.stringify({ at, version, counts: moved })}\n`]);
      }
      if (byPart.size > 0) await mkdir(this.dir, { recursive: true });
      for (const [part, lines] of byPart) {
        const file = fileOf(this.dir, part);
        if (existsSync(file) && statSync(file).size > this.maxBytes) await rename(file, olderFileOf(this.dir, part)).catch(() => undefined);
        await appendFile(file, lines.join(''));
      }
    }).catch((error: unknown) => console.error(`[health] не записано: ${error instanceof Error ? error.message : String(error)}`));
    return this.writing;
  }
}

function linesOf(file: string): HealthLine[] {
  if (!existsSync(file)) return [];
  const lines: HealthLine[] = [];
  for (const text of readFileSync(file, 'utf8').split('\n')) {
    if (!text) continue;
    try {
      const line: unknown = JSON.parse(text);
      if (isRecord(line) && typeof line.at === 'string' && typeof line.version === 'string' && isRecord(line.counts)) lines.push(line as HealthLine);
    } catch {
      // A line cut short (a process stopped as it wrote): the rest stand.
    }
  }
  return lines;
}

/** Each version's counts of a part over [from, to) (ms since the epoch), from the store. */
export function readHealth(dir: string, part: string, from: number, to = Number.POSITIVE_INFINITY): Map<string, HealthCounts> {
  const totals = new Map<string, HealthCounts>();
  for (const line of [...linesOf(olderFileOf(dir, part)), ...linesOf(fileOf(dir, part))]) {
    const at = Date.parse(line.at);
    if (!(at >= from && at < to)) continue;
    const counts = totals.get(line.version) ?? emptyCounts();
    const clean = Object.fromEntries(healthCounters.map((counter) => [counter, Number.isFinite(line.counts[counter]) ? Math.max(0, Number(line.counts[counter])) : 0]));
    totals.set(line.version, addCounts(counts, clean));
  }
  return totals;
}
