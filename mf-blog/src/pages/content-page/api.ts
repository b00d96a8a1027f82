import { apiClient } from '@microloans/platform';
import type { LandingPageDto } from '@microloans/shared-contracts/api';

/** The content page's call: GET /ll/{slug} (SPEC §2 ll-slug; documented by dev-api beside SPEC §7). */
export const contentPageApi = {
  page: (slug: string): Promise<LandingPageDto> => apiClient.get<LandingPageDto>(`/ll/${encodeURIComponent(slug)}`).then((r) => r.data),
};
