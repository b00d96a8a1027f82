import type { FormScenario } from '../api/dto/leads';

/**
 * The shop window's scenarios (SPEC §2, §4): after a new application, after a repeated passport,
 * and the same two for an application started from a PD link.
 */
export const shopwindowScenarios = ['lead', 'duplicate', 'pdl_lead', 'pdl_duplicate'] as const satisfies readonly FormScenario[];
export type ShopwindowScenario = (typeof shopwindowScenarios)[number];

export const isShopwindowScenario = (value: string | null | undefined): value is ShopwindowScenario =>
  (shopwindowScenarios as readonly string[]).includes(value ?? '');
