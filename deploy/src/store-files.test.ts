/** @jest-environment node */
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { StoreFiles, missingRecheckMs, type FileReader } from './store-files';

let dir: string;
let reads: string[];
const counting: FileReader = {
  read: (file) => {
    reads.push(path.basename(file));
    return readFileSync(file, 'utf8');
  },
  exists: (file) => {
    reads.push(`exists ${path.basename(file)}`);
    return existsSync(file);
  },
  modified: (file) => statSync(file).mtime,
};

/** As the release store writes: a temporary file, then a rename. */
const writeAtomically = (name: string, text: string) => {
  writeFileSync(path.join(dir, `.${name}.tmp`), text);
  renameSync(path.join(dir, `.${name}.tmp`), path.join(dir, name));
};

/** Waits until `condition` holds (the watcher's news arrives on its own time). */
async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'store-files-'));
  reads = [];
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('a live file is read once and served from memory until a release rewrites it; then the whole new file', async () => {
  writeAtomically('latest.json', '{"buildId":"1"}');
  const files = new StoreFiles(dir, counting);
  for (let page = 0; page < 50; page += 1) expect(files.live('latest.json').text).toBe('{"buildId":"1"}');
  expect(reads).toEqual(['latest.json']);

  writeAtomically('latest.json', '{"buildId":"2"}');
  await until(() => files.live('latest.json').text === '{"buildId":"2"}', 'the new file read');
  for (let page = 0; page < 50; page += 1) files.live('latest.json');
  expect(reads).toEqual(['latest.json', 'latest.json']);
  files.close();
});

test('a published version’s files are read once; one not there yet is looked for again only after a pause', () => {
  let now = 0;
  const files = new StoreFiles(dir, counting, () => now);
  const entry = path.join(dir, 'remoteEntry.js');
  expect(files.has(entry)).toBe(false);
  writeFileSync(entry, 'entry');
  expect(files.has(entry)).toBe(false);
  now += missingRecheckMs;
  expect(files.has(entry)).toBe(true);
  expect(files.has(entry)).toBe(true);
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
  expect(files.version(path.join(dir, 'mf-manifest.json'))).toBe('{}');
  expect(files.version(path.join(dir, 'mf-manifest.json'))).toBe('{}');
  expect(reads).toEqual(['exists remoteEntry.js', 'exists remoteEntry.js', 'mf-manifest.json']);
  files.close();
});

test('without a watcher (the folder cannot be watched) nothing is kept: every read goes to the disk', () => {
  const files = new StoreFiles(path.join(dir, 'not-there'), counting);
  writeFileSync(path.join(dir, 'x'), '');
  expect(() => files.live('latest.json')).toThrow();
  expect(() => files.live('latest.json')).toThrow();
  expect(reads).toEqual(['latest.json', 'latest.json']);
  files.close();
});
