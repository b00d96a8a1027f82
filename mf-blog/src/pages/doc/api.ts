import { apiClient } from '@microloans/platform';
import type { DocDto } from '@microloans/shared-contracts/api';

/** The documents page's call: GET /docs/{slug} (documented by dev-api next to SPEC §7). */
export const docApi = {
  doc: (slug: string): Promise<DocDto> => apiClient.get<DocDto>(`/docs/${encodeURIComponent(slug)}`).then((r) => r.data),
};
