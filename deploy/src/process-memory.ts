/**
 * The render tier's processes as the operating system sees them (Linux's /proc): the supervisor's
 * workers and each one's resident memory. What the soak and the drills measure and kill, from
 * outside the tier, as an operator would.
 */
import { readFileSync, readdirSync } from 'node:fs';

/** The parent of a process; null when it is gone. */
function parentOf(pid: number): number | null {
  try {
    // `pid (name) state ppid …`: the name may hold spaces and parentheses, so read after the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

/** A process's command line (empty when it is gone). */
export function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** The render workers the supervisor `primaryPid` runs now. */
export function renderWorkersOf(primaryPid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => parentOf(pid) === primaryPid && commandOf(pid).includes('render-worker'));
}

/** A process's resident memory in MB (0 when it is gone). */
export function residentMb(pid: number): number {
  try {
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** The tier's memory: its supervisor's and every worker's, in MB. */
export function tierMemoryMb(primaryPid: number): { totalMb: number; workers: Array<{ pid: number; mb: number }> } {
  const workers = renderWorkersOf(primaryPid).map((pid) => ({ pid, mb: residentMb(pid) }));
  return { totalMb: residentMb(primaryPid) + workers.reduce((sum, worker) => sum + worker.mb, 0), workers };
}
