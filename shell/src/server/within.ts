/**
 * The server's one way to wait with a deadline: the work's result, or `'late'` once `ms` have
 * passed (the work goes on; nobody waits for it). Drawing the tree, which React can abort, is given
 * `AbortSignal.timeout` of its budget instead.
 */
export const within = <T>(work: Promise<T>, ms: number): Promise<T | 'late'> =>
  Promise.race([work, new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), ms).unref())]);
