import { createApiQuery, isApiError } from '@microloans/platform';
import type { PdlLeadDto, PdlStatus } from '@microloans/shared-contracts/api';
import { pdLinkApi } from './api';

/** What a PD link turned out to be: active (with the lead it pre-fills), used, expired or unknown. */
export type PdLink =
  | { kind: 'active'; id: string; lead: PdlLeadDto }
  | { kind: 'used' }
  | { kind: 'expired' }
  | { kind: 'unknown' };

export type PdLinkKind = PdLink['kind'];

const isNotFound = (error: unknown) => isApiError(error) && error.kind === 'http' && error.status === 404;

const closedLink = (status: PdlStatus): PdLink => (status === 'used' ? { kind: 'used' } : { kind: 'expired' });

/**
 * Checks a link and loads an active one's lead. An unknown link (404 on either call) is an
 * answer, not a failure; any other error is thrown (the page offers to retry).
 */
export async function readPdLink(id: string, api: typeof pdLinkApi = pdLinkApi): Promise<PdLink> {
  try {
    const check = await api.check(id);
    if (!check.valid || check.status !== 'active') return closedLink(check.status);
    const link = await api.get(id);
    if (link.status !== 'active') return closedLink(link.status);
    return { kind: 'active', id: link.id, lead: link.lead };
  } catch (error) {
    if (isNotFound(error)) return { kind: 'unknown' };
    throw error;
  }
}

/** A PD link as the page shows it (`/pdl/{id}`). */
export const pdLinkQuery = createApiQuery({ name: 'confirmation.pdLink', handler: (id: string) => readPdLink(id) });
