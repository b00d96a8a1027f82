import type { RemoteStatus } from '../../shared/federation/remote-loader';

/**
 * Why the page uses the version it uses, in words for the operator: the candidate, and the ones
 * skipped on the way (refused as too new, or failed to load). Worded here, on `/ops`, so the words
 * are not carried by every page.
 */
export function whyOf(status: RemoteStatus): string {
  if (status.failure !== null) return `не удалось: ${status.failure}`;
  const candidate = status.using;
  if (!candidate) return 'ещё не загружался на этой странице';
  const skipped = [
    ...status.refusals.map((refusal) => `${refusal.candidate} ${refusal.version} отклонена: ${refusal.gaps.map((gap) => `${gap.pkg} ${gap.needed} > ${gap.provided}`).join(', ')}`),
    ...(status.lastError && status.lastError.candidate !== candidate.kind ? [`${status.lastError.candidate} ${status.lastError.version} не загрузилась`] : []),
  ];
  const base =
    candidate.kind === 'canary'
      ? `посетитель в доле канарейки (${status.canary?.percent ?? 0}%)`
      : candidate.kind === 'live'
        ? 'рабочая версия'
        : 'предыдущая версия';
  return skipped.length > 0 ? `${base}; ${skipped.join('; ')}` : base;
}
