type YieldingScheduler = { yield?: () => Promise<void> };

/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer input in
 * between: a slow phone's start is several tasks of tens of milliseconds instead of one of
 * hundreds (Lighthouse's total blocking time counts each task's time over 50 ms). Where the
 * browser has `scheduler.yield`, the start resumes ahead of work queued meanwhile (a timer would
 * let every task queued before it run first); elsewhere a timer.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resume) => setTimeout(resume, 0));
}
