/** The work's result, or `'late'` once `ms` have passed (the work goes on; nobody waits for it). */
export const within = <T>(work: Promise<T>, ms: number): Promise<T | 'late'> =>
  Promise.race([work, new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), ms).unref())]);
