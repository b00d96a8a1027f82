/**
 * A published version's integrity record: the SHA-384 of every file of the version (its bundles,
 * `remoteEntry.js`, `mf-manifest.json`, stylesheets, the compressed copies the web servers send,
 * the server side), written once with the version as `integrity.json` and never again. What
 * `remotes.json` says of a version (`VersionIntegrity`: the record's own hash, its manifest's and
 * its entry's) is taken from it when the version goes live, canary or previous; browsers check
 * what they load against it (Subresource Integrity), the render host checks a version's files
 * before it runs its server side.
 */
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { open, readFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { isRecord } from '@microloans/shared-contracts/guards';
import type { IntegrityProblem } from '@microloans/shared-contracts/health';
import { isIntegrityValue, type VersionIntegrity } from '@microloans/shared-contracts/remotes';

export const integrityRecordFile = 'integrity.json';
/** The store's own mark of a published version: written after the record, not part of it. */
const notRecorded = new Set([integrityRecordFile, '.published']);

export type IntegrityRecord = {
  algorithm: 'sha384';
  /** Each file's hash as an `integrity` attribute says it (`sha384-…`), by its path in the version's folder. */
  files: Record<string, string>;
};

/** The bytes' hash as Subresource Integrity writes it. */
export const sriOf = (bytes: Buffer | string): string => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** A file is hashed in pieces of this size: a piece's hashing holds the thread ~2 ms at most. */
const pieceBytes = 1 << 20;

/**
 * A file's hash, or null when it cannot be read. The render host checks versions while it
 * serves: a file of any size never holds its thread longer than one piece's hashing.
 */
async function fileSri(file: string): Promise<string | null> {
  let handle: FileHandle | null = null;
  try {
    handle = await open(file, 'r');
    const hash = createHash('sha384');
    const { size } = await handle.stat();
    // Most files of a version are small: read whole, in one go.
    if (size <= pieceBytes) return `sha384-${hash.update(await handle.readFile()).digest('base64')}`;
    const piece = Buffer.allocUnsafe(pieceBytes);
    for (;;) {
      const { bytesRead } = await handle.read(piece, 0, pieceBytes, null);
      if (bytesRead === 0) break;
      hash.update(piece.subarray(0, bytesRead));
    }
    return `sha384-${hash.digest('base64')}`;
  } catch {
    return null;
  } finally {
    await handle?.close();
  }
}

/** Files read at once while a version is hashed: the disk's waits overlap, the hashing stays in small pieces. */
const filesAtOnce = 8;

/** Each file's hash (null for one that cannot be read), in the order given, read a few at a time. */
async function filesSri(dir: string, names: readonly string[]): Promise<Array<string | null>> {
  const hashes: Array<string | null> = Array.from({ length: names.length }, () => null);
  let next = 0;
  const reader = async () => {
    for (let index = next++; index < names.length; index = next++) hashes[index] = await fileSri(path.join(dir, names[index]!));
  };
  await Promise.all(Array.from({ length: filesAtOnce }, reader));
  return hashes;
}

/** Every file under `dir`, by its path from `dir` with forward slashes, in a stable order. */
function filesUnder(dir: string, prefix = ''): string[] {
  const names: string[] = [];
  for (const entry of readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) names.push(...filesUnder(dir, relative));
    else if (entry.isFile() && !notRecorded.has(relative)) names.push(relative);
  }
  return names.sort();
}

/** The record of a version's folder as it is now (made by `publish`, before the version is renamed into place). */
export async function recordOf(dir: string): Promise<IntegrityRecord> {
  const names = filesUnder(dir);
  const hashes = await filesSri(dir, names);
  const files: Record<string, string> = {};
  for (const [index, name] of names.entries()) {
    const hash = hashes[index];
    if (!hash) throw new Error(`${name}: файл не читается`);
    files[name] = hash;
  }
  return { algorithm: 'sha384', files };
}

/** The record as it is written: the same files always give the same bytes, so the record's own hash names it. */
export const serializeRecord = (record: IntegrityRecord): string => `${JSON.stringify(record, null, 1)}\n`;

/** A record read back; throws on anything that is not one (a file name leaving the folder included). */
export function parseRecord(text: string): IntegrityRecord {
  const json: unknown = JSON.parse(text);
  if (!isRecord(json) || json.algorithm !== 'sha384' || !isRecord(json.files)) throw new Error(`${integrityRecordFile}: не запись целостности`);
  const files: Record<string, string> = {};
  for (const [name, hash] of Object.entries(json.files)) {
    if (!isIntegrityValue(hash) || name.split('/').some((segment) => segment === '..' || segment === '') || path.isAbsolute(name)) {
      throw new Error(`${integrityRecordFile}: неверная строка ${JSON.stringify(name)}`);
    }
    files[name] = hash;
  }
  return { algorithm: 'sha384', files };
}

/** What `remotes.json` carries of a version: the record's hash and those of the two files a browser loads first. */
export function versionIntegrityOf(recordText: string): VersionIntegrity {
  const record = parseRecord(recordText);
  const manifest = record.files['mf-manifest.json'];
  const entry = record.files['remoteEntry.js'];
  if (!manifest || !entry) throw new Error(`${integrityRecordFile}: нет mf-manifest.json или remoteEntry.js`);
  return { record: sriOf(recordText), manifest, entry };
}

export type { IntegrityProblem };

/**
 * A source map runs nowhere (no browser runs it, the render host loads none): it stays in the
 * record, as published, and is not read again by a check. Half a build's bytes are its maps, and a
 * release's check runs under pages.
 */
const runsNowhere = (file: string): boolean => file.endsWith('.map');

/**
 * The version's files checked against its record (those under `only`, such as `server/`, when
 * given; never the source maps, which run nowhere); the record itself first against `expected`
 * (what `remotes.json` says of it), when given. An empty list: every file that runs is what was
 * published. Read asynchronously, a few files at a time.
 */
export async function checkVersion(dir: string, expected?: string | null, only?: string): Promise<IntegrityProblem[]> {
  let text: string;
  try {
    text = await readFile(path.join(dir, integrityRecordFile), 'utf8');
  } catch {
    return [{ file: integrityRecordFile, expected: expected ?? null, actual: null }];
  }
  if (expected && sriOf(text) !== expected) return [{ file: integrityRecordFile, expected, actual: sriOf(text) }];
  let record: IntegrityRecord;
  try {
    record = parseRecord(text);
  } catch {
    return [{ file: integrityRecordFile, expected: expected ?? null, actual: sriOf(text) }];
  }
  const files = Object.entries(record.files).filter(([file]) => (!only || file.startsWith(only)) && !runsNowhere(file));
  const actual = await filesSri(dir, files.map(([file]) => file));
  return files.flatMap(([file, expectedHash], index) => (actual[index] === expectedHash ? [] : [{ file, expected: expectedHash, actual: actual[index] ?? null }]));
}
