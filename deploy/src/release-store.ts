/**
 * The release store: every published version of every part side by side, `<part>/<version>/…`,
 * the layout of an object-storage bucket behind a CDN (deploy/README.md). A published version is
 * never written again. Only four files are mutable, all at the shell's top level: `index.html`
 * and `latest.json` (the live shell's), `config.json` and `remotes.json`; beside them the
 * append-only `history.jsonl`.
 */
import { constants, existsSync } from 'node:fs';
import { appendFile, copyFile, cp, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isVersionName, type VersionIntegrity } from '@microloans/shared-contracts/remotes';
import { integrityRecordFile, recordOf, serializeRecord, versionIntegrityOf } from './integrity';
import type { PartName } from './parts';

export type HistoryRecord = {
  at: string;
  who: string;
  action: 'publish' | 'release' | 'rollback' | 'canary' | 'promote' | 'release-shell' | 'canary-rollback' | 'autopilot';
  part: PartName;
  version: string;
  from: string | null;
  note?: string;
};

/** Writes a file so readers see the old or the new content, never a half: a temporary file, then a rename. */
export async function writeAtomically(file: string, content: string): Promise<void> {
  const temporary = `${file}.${process.pid}.${Date.now().toString(36)}.tmp`;
  const handle = await open(temporary, 'w');
  try {
    await handle.writeFile(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
}

/** A published version's name (the contract's rule). */
export { isVersionName };

export class ReleaseStore {
  constructor(readonly root: string) {}

  /**
   * A store that is not there is a mistake (a wrong `--store` or `$RELEASE_STORE`), never one to
   * make: a command that made it would publish into a folder no server serves, and say it worked.
   * Whoever sets a store up makes its folder first (`npm start`, a stage, a bucket).
   */
  async mustExist(): Promise<void> {
    const there = await stat(this.root).then(
      (info) => info.isDirectory(),
      () => false,
    );
    if (!there) throw new Error(`Нет хранилища выпусков ${this.root}: проверьте --store и $RELEASE_STORE`);
  }

  partDir(part: PartName): string {
    return path.join(this.root, part);
  }

  versionDir(part: PartName, version: string): string {
    if (!isVersionName(version)) throw new Error(`Не версия: ${version}`);
    return path.join(this.partDir(part), version);
  }

  get shellDir(): string {
    return this.partDir('shell');
  }

  get remotesFile(): string {
    return path.join(this.shellDir, 'remotes.json');
  }

  get historyFile(): string {
    return path.join(this.root, 'history.jsonl');
  }

  async isPublished(part: PartName, version: string): Promise<boolean> {
    return existsSync(path.join(this.versionDir(part, version), '.published'));
  }

  /** Published versions of a part, oldest first (by publication time). */
  async versions(part: PartName): Promise<string[]> {
    const names = existsSync(this.partDir(part)) ? await readdir(this.partDir(part)) : [];
    const published: Array<[string, number]> = [];
    for (const name of names) {
      if (!isVersionName(name)) continue;
      const marker = path.join(this.partDir(part), name, '.published');
      if (existsSync(marker)) published.push([name, (await stat(marker)).mtimeMs]);
    }
    return published.sort((a, b) => a[1] - b[1]).map(([name]) => name);
  }

  /**
   * Copies a built version folder into the store. Refuses a version already published (its files
   * are immutable: browsers and CDNs cache them for a year). The copy is made under a temporary
   * name and renamed into place, so a half-copied version is never served; its integrity record
   * (`integrity.json`: every file's SHA-384) is made from the copy and goes into place with it.
   */
  async publish(part: PartName, version: string, fromDir: string): Promise<void> {
    const target = this.versionDir(part, version);
    if (existsSync(target)) throw new Error(`${part} ${version} уже опубликована: опубликованная версия не перезаписывается`);
    if (!existsSync(path.join(fromDir, 'latest.json'))) throw new Error(`${fromDir}: это не собранная версия (нет latest.json)`);
    await mkdir(this.partDir(part), { recursive: true });
    const staging = path.join(this.partDir(part), `.staging-${version}-${process.pid}`);
    await rm(staging, { recursive: true, force: true });
    await cp(fromDir, staging, { recursive: true, errorOnExist: true, force: false, preserveTimestamps: true });
    await writeFile(path.join(staging, integrityRecordFile), serializeRecord(await recordOf(staging)));
    await writeFile(path.join(staging, '.published'), `${new Date().toISOString()}\n`);
    try {
      await rename(staging, target);
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      throw new Error(`${part} ${version} уже опубликована`, { cause: error });
    }
  }

  /** What `remotes.json` says of a published version's integrity (from its record); null for a version published without one. */
  async versionIntegrity(part: PartName, version: string): Promise<VersionIntegrity | null> {
    try {
      return versionIntegrityOf(await readFile(path.join(this.versionDir(part, version), integrityRecordFile), 'utf8'));
    } catch {
      return null;
    }
  }

  /** Puts a published shell version live: its page and latest.json go to the top level. */
  async putShellLive(version: string): Promise<void> {
    const source = this.versionDir('shell', version);
    if (!(await this.isPublished('shell', version))) throw new Error(`shell ${version} не опубликована`);
    for (const file of ['index.html', 'latest.json']) {
      await writeAtomically(path.join(this.shellDir, file), await readFile(path.join(source, file), 'utf8'));
    }
  }

  /** The live shell's version (from its latest.json at the top level), or null before the first release. */
  async liveShellVersion(): Promise<string | null> {
    try {
      const latest = JSON.parse(await readFile(path.join(this.shellDir, 'latest.json'), 'utf8')) as { buildId?: unknown };
      return typeof latest.buildId === 'string' ? latest.buildId : null;
    } catch {
      return null;
    }
  }

  /**
   * Removes all but the newest `keep` published versions of a part, never one in `protect` (the
   * live, previous and canary versions). For a development machine's store, which `npm start`
   * fills with every build; a production bucket keeps its versions.
   */
  async prune(part: PartName, keep: number, protect: ReadonlySet<string>): Promise<string[]> {
    const versions = await this.versions(part);
    const removable = versions.slice(0, Math.max(0, versions.length - keep)).filter((version) => !protect.has(version));
    for (const version of removable) await rm(this.versionDir(part, version), { recursive: true, force: true });
    return removable;
  }

  /** One line per operation, appended, never rewritten. */
  async appendHistory(record: HistoryRecord): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await appendFile(this.historyFile, `${JSON.stringify(record)}\n`, { flag: 'a', mode: 0o644 });
  }

  async history(part?: PartName): Promise<HistoryRecord[]> {
    if (!existsSync(this.historyFile)) return [];
    const lines = (await readFile(this.historyFile, 'utf8')).split('\n').filter(Boolean);
    const records = lines.map((line) => JSON.parse(line) as HistoryRecord);
    return part ? records.filter((record) => record.part === part) : records;
  }

  /** Copies a runtime file template (config.json) to the shell's top level unless it is there. */
  async ensureShellFile(name: 'config.json', template: string): Promise<void> {
    await mkdir(this.shellDir, { recursive: true });
    const target = path.join(this.shellDir, name);
    try {
      await copyFile(template, target, constants.COPYFILE_EXCL);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}
