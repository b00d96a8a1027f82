import { logWarning } from 'shared-contracts/logger';
import { isExternalUrl } from './external-url';

/**
 * Leaves the site only with explicit permission (SPEC §2): `permitted` is the caller's statement
 * that this exact target was approved (a server redirect marked external, a lender's offer the
 * borrower chose). Anything else is refused and logged. Returns whether the page navigated.
 */
export function openExternal(url: string, { permitted, newTab = false }: { permitted: boolean; newTab?: boolean }): boolean {
  const origin = globalThis.location?.origin ?? '';
  if (!permitted || !/^https?:\/\//i.test(url.trim())) {
    void logWarning('Переход на внешний адрес отклонён', { url, permitted, external: isExternalUrl(url, origin) });
    return false;
  }
  if (newTab) globalThis.open?.(url, '_blank', 'noopener,noreferrer');
  else globalThis.location.assign(url);
  return true;
}
