/**
 * The release store's files as the render host reads them: from memory, read again only when they
 * change. The shell's folder holds the files a release rewrites (`latest.json`, `config.json`,
 * `remotes.json`, `index.html`); the store writes each atomically (a temporary file, then a
 * rename), so the folder's watcher sees the rename and the next read is the whole new file, never
 * half of one. A published version's files never change: read once, kept. A version's file that
 * is not there yet (an upload under way) is looked for again at most once a second.
 */
import { existsSync, readFileSync, statSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';

/** How the files are read: the disk's own by default; a test counts the reads. */
export type FileReader = { read: (file: string) => string; exists: (file: string) => boolean; modified: (file: string) => Date };

export const diskReader: FileReader = {
  read: (file) => readFileSync(file, 'utf8'),
  exists: (file) => existsSync(file),
  modified: (file) => statSync(file).mtime,
};

/** How long a version's missing file is taken as missing before it is looked for again. */
export const missingRecheckMs = 1000;

export class StoreFiles {
  private readonly changing = new Map<string, { text: string; modified: Date }>();
  private readonly published = new Map<string, string>();
  private readonly present = new Set<string>();
  private readonly missing = new Map<string, number>();
  private readonly watcher: FSWatcher | null;
  /** Whether the watcher still reports changes (a folder gone, a watcher failed: read each time). */
  private watching: boolean;

  constructor(
    /** The folder whose files a release rewrites (the shell's folder of the store). */
    readonly liveDir: string,
    private readonly reader: FileReader = diskReader,
    private readonly now: () => number = Date.now,
    /** Told after a file of the live folder changed (its name; null: which one is unknown). */
    changed: (name: string | null) => void = () => undefined,
  ) {
    this.watcher = watchFolder(
      liveDir,
      (name) => {
        if (name === null) this.changing.clear();
        else this.changing.delete(path.join(liveDir, name));
        changed(name);
      },
      () => {
        this.watching = false;
        this.changing.clear();
      },
    );
    this.watching = this.watcher !== null;
  }

  /** A file of the live folder (`latest.json`, `index.html`…), with when it last changed. */
  live(name: string): { text: string; modified: Date } {
    const file = path.join(this.liveDir, name);
    let kept = this.changing.get(file);
    if (!kept) {
      kept = { text: this.reader.read(file), modified: this.reader.modified(file) };
      // Kept only while the watcher is there to say it changed.
      if (this.watching) this.changing.set(file, kept);
    }
    return kept;
  }

  /** Whether a published version's file is there (a yes is for good; a no is asked again a second later). */
  has(file: string): boolean {
    if (this.present.has(file)) return true;
    const missingSince = this.missing.get(file);
    if (missingSince !== undefined && this.now() - missingSince < missingRecheckMs) return false;
    if (!this.reader.exists(file)) {
      this.missing.set(file, this.now());
      return false;
    }
    this.missing.delete(file);
    this.present.add(file);
    return true;
  }

  /** A published version's file: read once. */
  version(file: string): string {
    let text = this.published.get(file);
    if (text === undefined) {
      text = this.reader.read(file);
      this.published.set(file, text);
    }
    return text;
  }

  close(): void {
    this.watcher?.close();
  }
}

/** The folder's changes, file by file (null: something changed, which one is unknown); null when it cannot be watched. */
function watchFolder(dir: string, changed: (name: string | null) => void, failed: () => void): FSWatcher | null {
  try {
    const watcher = watch(dir, { persistent: false }, (_, name) => changed(name === null ? null : String(name)));
    // A folder that goes away (a test's store removed) leaves files read from disk each time.
    watcher.on('error', failed);
    return watcher;
  } catch {
    return null;
  }
}
