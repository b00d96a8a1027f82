/** The shop window's two entries (SPEC §2): after a new application, or after a duplicate one. */
export type ShopwindowScenario = 'lead' | 'duplicate';

export type ShopwindowParams = { scenario: ShopwindowScenario; uuid: string };

const scenarios: readonly ShopwindowScenario[] = ['lead', 'duplicate'];

const isScenario = (value: string | null): value is ShopwindowScenario =>
  scenarios.includes(value as ShopwindowScenario);

/**
 * `?scenario=lead|duplicate&uuid=…`, or null when either is missing or unknown. Inside the shell
 * the route guard has already checked them; the standalone page has no guard.
 */
export function readShopwindowParams(search: URLSearchParams): ShopwindowParams | null {
  const scenario = search.get('scenario');
  const uuid = search.get('uuid')?.trim() ?? '';
  return isScenario(scenario) && uuid ? { scenario, uuid } : null;
}
