/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer input in
 * between: a slow phone's start is several tasks of tens of milliseconds instead of one of
 * hundreds (Lighthouse's total blocking time counts each task's time over 50 ms). A timer that is
 * not nested is not clamped.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resume) => setTimeout(resume, 0));
}
