/**
 * `remotes.json`, changed by many operators at once without losing an update: each change takes
 * the store's lock, reads the file, writes the new one atomically (temporary file + rename), and
 * appends its line to the history before it lets go.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteDeployment, RemoteName } from '@microloans/shared-contracts/remotes';
import { writeAtomically, type ReleaseStore } from './release-store';

/** What the file holds while remotes are being released one by one (the shell needs all four). */
export type RemotesFile = Partial<Record<RemoteName, RemoteDeployment>>;

const lockWaitMs = 30_000;
/** A lock older than this whose owner is gone is taken over. */
const staleLockMs = 15_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function ownerAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Runs `work` holding the store's lock (a directory: `mkdir` either creates it or fails, atomically). */
export async function withStoreLock<T>(store: ReleaseStore, work: () => Promise<T>): Promise<T> {
  await store.mustExist();
  const lock = path.join(store.root, '.lock');
  const deadline = Date.now() + lockWaitMs;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await mkdir(lock);
      await writeFile(path.join(lock, 'owner'), `${process.pid}\n`);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      await takeOverIfStale(lock);
      if (Date.now() > deadline) throw new Error(`Хранилище занято другой командой дольше ${lockWaitMs / 1000} с (${lock})`, { cause: error });
      await wait(Math.min(200, 5 + attempt * 5) * (0.5 + Math.random()));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

async function takeOverIfStale(lock: string): Promise<void> {
  try {
    const info = await stat(lock);
    const owner = Number((await readFile(path.join(lock, 'owner'), 'utf8').catch(() => '')).trim());
    const abandoned = Number.isInteger(owner) && owner > 0 ? !ownerAlive(owner) : Date.now() - info.mtimeMs > staleLockMs;
    if (abandoned && Date.now() - info.mtimeMs > 50) await rm(lock, { recursive: true, force: true });
  } catch {
    // Gone already: the next attempt takes it.
  }
}

export async function readRemotesFile(store: ReleaseStore): Promise<RemotesFile> {
  if (!existsSync(store.remotesFile)) return {};
  return JSON.parse(await readFile(store.remotesFile, 'utf8')) as RemotesFile;
}

/**
 * Changes `remotes.json` under the lock. `change` gets the file as it is and returns it as it
 * should be; it may throw to refuse (nothing is written then).
 */
export async function updateRemotesFile(store: ReleaseStore, change: (current: RemotesFile) => Promise<RemotesFile> | RemotesFile): Promise<RemotesFile> {
  return withStoreLock(store, async () => {
    const next = await change(await readRemotesFile(store));
    await mkdir(path.dirname(store.remotesFile), { recursive: true });
    await writeAtomically(store.remotesFile, `${JSON.stringify(next, null, 2)}\n`);
    return next;
  });
}
