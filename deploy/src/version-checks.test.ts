/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sriOf } from './integrity';
import type { ReleaseStore } from './release-store';
import { VersionChecks, type IntegrityRefusal, type VersionToCheck } from './version-checks';
import { fakeBuild, temporaryStore } from './test-fixtures';

/** A version of mf-blog published with `extra` files of `megabytes` each under assets/. */
async function publishBlog(store: ReleaseStore, version: string, extra = 0, megabytes = 0): Promise<string> {
  const build = await fakeBuild('mf-blog', version);
  await mkdir(path.join(build, 'server'));
  await writeFile(path.join(build, 'server', 'index.js'), 'exports.pages = {};');
  for (let index = 0; index < extra; index += 1) await writeFile(path.join(build, 'assets', `large-${index}.bin`), Buffer.alloc(megabytes << 20, index + 1));
  await store.publish('mf-blog', version, build);
  await rm(build, { recursive: true, force: true });
  return store.versionDir('mf-blog', version);
}

/** Waits until the version's answer lists `problems` problems (a watcher tells of a file's change a moment later). */
async function answerIs(checks: VersionChecks, version: VersionToCheck, problems: number): Promise<void> {
  const deadline = Date.now() + 5000;
  while ((await checks.check(version)).length !== problems || checks.verdict(version)?.length !== problems) {
    if (Date.now() > deadline) throw new Error(`the answer never had ${problems} problems`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The longest the thread was held while `work` ran: the CPU time this thread spent between two runs
 * of a 5 ms timer. Time the machine gave to other processes (a busy CI machine) is no hold of ours.
 */
function threadCpuMs(): number {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
}

async function longestStall(work: () => Promise<unknown>): Promise<number> {
  const threadMs = threadCpuMs;
  let longest = 0;
  let last = threadMs();
  const timer = setInterval(() => {
    const now = threadMs();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(longest, threadMs() - last);
}

test('a version is checked asynchronously: unknown while its files are read, then its answer, kept; a refusal is told once, and cleared when the file is put back', async () => {
  const store = await temporaryStore();
  const dir = await publishBlog(store, '1.0.0+a');
  const told: IntegrityRefusal[] = [];
  const checks = new VersionChecks((refusal) => told.push(refusal));
  const version = { dir, part: 'mf-blog', version: '1.0.0+a' };
  try {
    expect(checks.verdict(version)).toBeNull();
    expect(await checks.check(version)).toEqual([]);
    expect(checks.verdict(version)).toEqual([]);

    const file = path.join(dir, 'assets', 'main.js');
    const original = readFileSync(file);
    await writeFile(file, Buffer.concat([original, Buffer.from(';')]));
    // The folder's watcher voids the kept answer; the next use checks again.
    const problem = { file: 'assets/main.js', expected: sriOf(original), actual: sriOf(Buffer.concat([original, Buffer.from(';')])) };
    await answerIs(checks, version, 1);
    expect(checks.verdict(version)).toEqual([problem]);
    expect(told).toEqual([{ part: 'mf-blog', version: '1.0.0+a', at: expect.any(String), problems: [problem] }]);
    expect(checks.currentRefusals()).toEqual(told);

    await writeFile(file, original);
    await answerIs(checks, version, 0);
    expect(checks.verdict(version)).toEqual([]);
    expect(checks.currentRefusals()).toEqual([]);
    expect(told).toHaveLength(1);
  } finally {
    checks.close();
  }
});

test('checking a large version (192 MB) never holds the thread: the pages and the heartbeat of the process it serves go on', async () => {
  const store = await temporaryStore();
  const checks = new VersionChecks();
  try {
    const dir = await publishBlog(store, '1.1.0+large', 12, 16);
    // The measure sees a hold: 300 ms of this thread's own work between two timer runs.
    const held = await longestStall(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      const until = threadCpuMs() + 300;
      while (threadCpuMs() < until) {
        // Holding the thread, as a whole version hashed at once would.
      }
    });
    expect(held).toBeGreaterThanOrEqual(300);
    const stall = await longestStall(() => checks.check({ dir, part: 'mf-blog', version: '1.1.0+large' }).then((problems) => expect(problems).toEqual([])));
    // Each file read whole and hashed at once holds the thread ~1 s here; a piece at a time, a few ms.
    expect(stall).toBeLessThan(250);
  } finally {
    checks.close();
    await rm(store.root, { recursive: true, force: true });
  }
});

test('versions are checked one at a time, in the order asked: a large one asked first is answered first, the next never slows it', async () => {
  const store = await temporaryStore();
  const earlier = { dir: await publishBlog(store, '1.0.0+earlier', 4, 8), part: 'mf-blog', version: '1.0.0+earlier' };
  const later = { dir: await publishBlog(store, '1.0.1+later'), part: 'mf-blog', version: '1.0.1+later' };
  const checks = new VersionChecks(() => undefined);
  const answered: string[] = [];
  await Promise.all(
    [earlier, later].map(async (version) => {
      expect(await checks.check(version)).toEqual([]);
      answered.push(version.version);
    }),
  );
  expect(answered).toEqual(['1.0.0+earlier', '1.0.1+later']);
  checks.close();
});
