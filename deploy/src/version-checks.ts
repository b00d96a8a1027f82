/**
 * The render host's check of a version before it runs anything of it: every file of the version
 * against its integrity record (deploy/src/integrity.ts), the record against what `remotes.json`
 * says of it. A version's files do not change once published, so the answer is kept — until a
 * watcher on the version's folder sees a file change (altered, or put back), when the next use
 * checks again. A refusal is told once per check: the part, the version, each file and its two
 * hashes, the one published and the one found.
 */
import { watch, type FSWatcher } from 'node:fs';
import path from 'node:path';
import type { IntegrityRefusalSummary } from '@microloans/shared-contracts/health';
import { checkVersion, integrityRecordFile, type IntegrityProblem } from './integrity';

/** A refusal as the log and `/ops` tell it (the contract's shape, which `/ops` reads). */
export type IntegrityRefusal = IntegrityRefusalSummary;

type Checked = { problems: IntegrityProblem[]; watcher: FSWatcher | null; checkedAt: number };

/** How long an answer is kept where a folder cannot be watched. */
const unwatchedKeepMs = 1000;
/** Versions whose answer is kept at most (each with its watcher); the oldest checked goes first. */
const keptAtMost = 64;

export class VersionChecks {
  private readonly checked = new Map<string, Checked>();
  private readonly refusals = new Map<string, IntegrityRefusal>();

  constructor(
    private readonly told: (refusal: IntegrityRefusal) => void = tellRefusal,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * What is wrong with the version in `dir` (of `part`, named `version`): nothing when every file
   * is what was published. `expectedRecord`: the record's hash as `remotes.json` gives it; `only`:
   * the files to check (a folder's prefix, such as `server/`), all by default.
   */
  problems(dir: string, { part, version, expectedRecord = null, only }: { part: string; version: string; expectedRecord?: string | null; only?: string }): IntegrityProblem[] {
    const key = `${dir}\n${expectedRecord ?? ''}\n${only ?? ''}`;
    const kept = this.checked.get(key);
    if (kept && (kept.watcher || this.now() - kept.checkedAt < unwatchedKeepMs)) return kept.problems;
    kept?.watcher?.close();
    this.checked.delete(key);
    const problems = checkVersion(dir, expectedRecord, only);
    const watcher = watchVersion(dir, () => this.forget(key));
    this.checked.set(key, { problems, watcher, checkedAt: this.now() });
    this.evictBeyondLimit();
    const refusalKey = `${part}\n${version}`;
    if (problems.length > 0) {
      const refusal = { part, version, problems, at: new Date(this.now()).toISOString() };
      this.refusals.set(refusalKey, refusal);
      this.told(refusal);
    } else {
      this.refusals.delete(refusalKey);
    }
    return problems;
  }

  /** The versions refused at their last check (what `/ops` shows). */
  currentRefusals(): IntegrityRefusal[] {
    return [...this.refusals.values()];
  }

  close(): void {
    for (const { watcher } of this.checked.values()) watcher?.close();
    this.checked.clear();
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
