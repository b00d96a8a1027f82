import { isShopwindowScenario, type ShopwindowScenario } from '@microloans/shared-contracts/routes';

/**
 * The shop window's entries (SPEC §2, §4): after a new application, or after a duplicate one; the
 * same two for an application started from a lender's PD link. One list with the shell's guard.
 */
export type { ShopwindowScenario };

export type ShopwindowParams = { scenario: ShopwindowScenario; uuid: string };

/**
 * `?scenario=lead|duplicate|pdl_lead|pdl_duplicate&uuid=…`, or null when either is missing or
 * unknown. Inside the shell the route guard has already checked them; the standalone page has no guard.
 */
export function readShopwindowParams(search: URLSearchParams): ShopwindowParams | null {
  const scenario = search.get('scenario');
  const uuid = search.get('uuid')?.trim() ?? '';
  return isShopwindowScenario(scenario) && uuid ? { scenario, uuid } : null;
}
