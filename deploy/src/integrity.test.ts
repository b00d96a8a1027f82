import { readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkVersion, integrityRecordFile, parseRecord, sriOf, versionIntegrityOf } from './integrity';
import { fakeBuild, temporaryStore } from './test-fixtures';

async function publishedBlog() {
  const store = await temporaryStore();
  const build = await fakeBuild('mf-blog', '1.0.0+a');
  await writeFile(path.join(build, 'remoteEntry.js'), 'self.mf_blog = {};');
  await writeFile(path.join(build, 'remoteEntry.js.gz'), 'gzip bytes');
  await mkdir(path.join(build, 'server'));
  await writeFile(path.join(build, 'server', 'index.js'), 'exports.pages = {};');
  await store.publish('mf-blog', '1.0.0+a', build);
  return { store, dir: store.versionDir('mf-blog', '1.0.0+a') };
}

test('publish writes the record with the version: every file’s SHA-384 (bundles, entry, manifest, compressed copies, the server side), nothing else', async () => {
  const { dir } = await publishedBlog();
  const record = parseRecord(readFileSync(path.join(dir, integrityRecordFile), 'utf8'));
  expect(Object.keys(record.files).sort()).toEqual(['assets/main.js', 'index.html', 'latest.json', 'mf-manifest.json', 'remoteEntry.js', 'remoteEntry.js.gz', 'server/index.js']);
  for (const [file, hash] of Object.entries(record.files)) expect(hash).toBe(sriOf(readFileSync(path.join(dir, file))));
  expect(record.files['server/index.js']).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  expect(await checkVersion(dir)).toEqual([]);
});

test('what remotes.json carries of a version: the record’s own hash, the manifest’s and the entry’s', async () => {
  const { store, dir } = await publishedBlog();
  const text = readFileSync(path.join(dir, integrityRecordFile), 'utf8');
  const integrity = await store.versionIntegrity('mf-blog', '1.0.0+a');
  expect(integrity).toEqual(versionIntegrityOf(text));
  expect(integrity).toEqual({ record: sriOf(text), manifest: sriOf(readFileSync(path.join(dir, 'mf-manifest.json'))), entry: sriOf(readFileSync(path.join(dir, 'remoteEntry.js'))) });
  // A version published without a record (before records existed) has none to give.
  await rm(path.join(dir, integrityRecordFile));
  expect(await store.versionIntegrity('mf-blog', '1.0.0+a')).toBeNull();
});

test('one byte changed in a published file is found: the file, the hash published and the one there now; put back, the version is whole again', async () => {
  const { dir } = await publishedBlog();
  const file = path.join(dir, 'assets', 'main.js');
  const original = readFileSync(file);
  const altered = Buffer.from(original);
  altered[0] = altered[0]! ^ 1;
  await writeFile(file, altered);
  expect(await checkVersion(dir)).toEqual([{ file: 'assets/main.js', expected: sriOf(original), actual: sriOf(altered) }]);
  // Only the server side asked about: a browser file does not stop it.
  expect(await checkVersion(dir, null, 'server/')).toEqual([]);
  await writeFile(file, original);
  expect(await checkVersion(dir)).toEqual([]);
  await rm(path.join(dir, 'server', 'index.js'));
  expect(await checkVersion(dir, null, 'server/')).toEqual([{ file: 'server/index.js', expected: expect.stringMatching(/^sha384-/), actual: null }]);
});

test('a source map is recorded as published but never read by a check: it runs nowhere, and it is half a build', async () => {
  const store = await temporaryStore();
  const build = await fakeBuild('mf-blog', '1.0.0+maps');
  await writeFile(path.join(build, 'assets', 'main.js.map'), '{"version":3}');
  await store.publish('mf-blog', '1.0.0+maps', build);
  const dir = store.versionDir('mf-blog', '1.0.0+maps');
  const record = parseRecord(readFileSync(path.join(dir, integrityRecordFile), 'utf8'));
  expect(record.files['assets/main.js.map']).toBe(sriOf('{"version":3}'));
  // Gone, or changed: the files that run are still what was published.
  await rm(path.join(dir, 'assets', 'main.js.map'));
  expect(await checkVersion(dir)).toEqual([]);
  await writeFile(path.join(dir, 'assets', 'main.js'), 'changed');
  expect((await checkVersion(dir)).map(({ file }) => file)).toEqual(['assets/main.js']);
});

test('a record replaced along with the files (another build uploaded over the version) is caught by the hash remotes.json holds', async () => {
  const { dir } = await publishedBlog();
  const published = sriOf(readFileSync(path.join(dir, integrityRecordFile)));
  await writeFile(path.join(dir, 'remoteEntry.js'), 'self.mf_blog = { other: true };');
  await writeFile(path.join(dir, integrityRecordFile), `${JSON.stringify({ algorithm: 'sha384', files: { 'remoteEntry.js': sriOf('self.mf_blog = { other: true };') } })}\n`);
  expect(await checkVersion(dir)).toEqual([]);
  expect(await checkVersion(dir, published)).toEqual([{ file: integrityRecordFile, expected: published, actual: sriOf(readFileSync(path.join(dir, integrityRecordFile))) }]);
});

test('a record that is not one, or names a file outside its folder, is refused', () => {
  expect(() => parseRecord('{"algorithm":"md5","files":{}}')).toThrow();
  expect(() => parseRecord(JSON.stringify({ algorithm: 'sha384', files: { '../../shell/index.html': sriOf('x') } }))).toThrow();
  expect(() => parseRecord(JSON.stringify({ algorithm: 'sha384', files: { '/etc/passwd': sriOf('x') } }))).toThrow();
  expect(() => parseRecord(JSON.stringify({ algorithm: 'sha384', files: { 'a.js': 'sha384-<script>' } }))).toThrow();
  expect(parseRecord(JSON.stringify({ algorithm: 'sha384', files: { 'a.js': sriOf('x') } })).files['a.js']).toBe(sriOf('x'));
});
