/**
 * The render host's check of a version before it runs anything of it: every file of the version
 * against its integrity record (deploy/src/integrity.ts), the record against what `remotes.json`
 * says of it. The files are read and hashed asynchronously, off the requests' path: a version of
 * any size never holds the process's thread (its pages, its heartbeat). A version's files do not
 * change once published, so the answer is kept — until a watcher on the version's folder sees a
 * file change (altered, or put back), when the next use checks again. A refusal is told once per
 * check: the part, the version, each file and its two hashes, the one published and the one found.
 */
import { watch, type FSWatcher } from 'node:fs';
import path from 'node:path';
import type { IntegrityRefusalSummary } from '@microloans/shared-contracts/health';
import { checkVersion, integrityRecordFile, type IntegrityProblem } from './integrity';

/** A refusal as the log and `/ops` tell it (the contract's shape, which `/ops` reads). */
export type IntegrityRefusal = IntegrityRefusalSummary;

/** What is checked: the version's folder, what `remotes.json` says of its record, the files to check (a folder's prefix, such as `server/`; all by default). */
export type VersionToCheck = { dir: string; part: string; version: string; expectedRecord?: string | null; only?: string };

/** A check running (`problems` null) or done, and the watcher that forgets it when a file changes. */
type Checked = { problems: IntegrityProblem[] | null; done: Promise<IntegrityProblem[]>; watcher: FSWatcher | null; checkedAt: number };

/** How long an answer is kept where a folder cannot be watched. */
const unwatchedKeepMs = 1000;
/** Versions whose answer is kept at most (each with its watcher); the oldest checked goes first. */
const keptAtMost = 64;

const keyOf = ({ dir, expectedRecord, only }: VersionToCheck) => `${dir}\n${expectedRecord ?? ''}\n${only ?? ''}`;

export class VersionChecks {
  private readonly checked = new Map<string, Checked>();
  private readonly refusals = new Map<string, IntegrityRefusal>();
  /**
   * The checks run one version at a time, in the order asked: a version asked earlier (the one a
   * release left as previous) is never slowed by one asked later (the next release), so a page
   * finds one of its versions checked as soon as the disk and the CPU allow.
   */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly told: (refusal: IntegrityRefusal) => void = tellRefusal,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * What is wrong with the version, as far as is known now: nothing (an empty list) when every
   * file is what was published, null while its check runs — started here when none is kept.
   */
  verdict(version: VersionToCheck): IntegrityProblem[] | null {
    return this.entry(version).problems;
  }

  /** What is wrong with the version, once checked (at once when the answer is kept). */
  check(version: VersionToCheck): Promise<IntegrityProblem[]> {
    return this.entry(version).done;
  }

  /** The versions refused at their last check (what `/ops` shows). */
  currentRefusals(): IntegrityRefusal[] {
    return [...this.refusals.values()];
  }

  close(): void {
    for (const { watcher } of this.checked.values()) watcher?.close();
    this.checked.clear();
  }

  private entry(version: VersionToCheck): Checked {
    const key = keyOf(version);
    const kept = this.checked.get(key);
    if (kept && (kept.problems === null || kept.watcher || this.now() - kept.checkedAt < unwatchedKeepMs)) return kept;
    this.forget(key);
    // Watched from before the first read: a file changed while it is read makes the answer void.
    const watcher = watchVersion(version.dir, () => this.forget(key));
    const checking: Checked = { problems: null, done: Promise.resolve([]), watcher, checkedAt: this.now() };
    checking.done = this.queue.then(() => checkVersion(version.dir, version.expectedRecord ?? null, version.only)).then((problems) => {
      // Told and kept only while this check is still the one that stands.
      if (this.checked.get(key) === checking) {
        checking.problems = problems;
        checking.checkedAt = this.now();
        this.recordVerdict(version, problems);
      }
      return problems;
    });
    this.queue = checking.done.catch(() => undefined);
    this.checked.set(key, checking);
    this.evictBeyondLimit();
    return checking;
  }

  private recordVerdict({ part, version }: VersionToCheck, problems: IntegrityProblem[]): void {
    const refusalKey = `${part}\n${version}`;
    if (problems.length > 0) {
      const refusal = { part, version, problems, at: new Date(this.now()).toISOString() };
      this.refusals.set(refusalKey, refusal);
      this.told(refusal);
    } else {
      this.refusals.delete(refusalKey);
    }
  }

  private forget(key: string): void {
    this.checked.get(key)?.watcher?.close();
    this.checked.delete(key);
  }

  private evictBeyondLimit(): void {
    while (this.checked.size > keptAtMost) {
      const [oldest] = this.checked.keys();
      if (oldest === undefined) return;
      this.forget(oldest);
    }
  }
}

function watchVersion(dir: string, changed: () => void): FSWatcher | null {
  try {
    const watcher = watch(dir, { persistent: false, recursive: true }, changed);
    watcher.on('error', changed);
    return watcher;
  } catch {
    return null;
  }
}

/** The log line of a refusal: what an operator needs to find the file (never a visitor's data). */
export function refusalLine({ part, version, problems }: IntegrityRefusal): string {
  const files = problems.map(({ file, expected, actual }) =>
    file === integrityRecordFile && expected === null ? `${file}: записи целостности нет` : `${path.posix.normalize(file)}: опубликован ${expected ?? '—'}, сейчас ${actual ?? 'файла нет'}`,
  );
  return `[integrity] ${part} ${version} не запускается: файлы не те, что были опубликованы — ${files.join('; ')}`;
}

function tellRefusal(refusal: IntegrityRefusal): void {
  console.error(refusalLine(refusal));
}
