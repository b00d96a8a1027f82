import { apiClient } from '@microloans/platform';
import type { PdlCheckDto, PdlDto } from '@microloans/shared-contracts/api';

/** SPEC §7 "other" row: GET /pdl/check/{id} (is the link usable?) and GET /pdl/get/{id} (its lead). */
export const pdLinkApi = {
  check: (id: string): Promise<PdlCheckDto> => apiClient.get<PdlCheckDto>(`/pdl/check/${encodeURIComponent(id)}`).then((r) => r.data),
  get: (id: string): Promise<PdlDto> => apiClient.get<PdlDto>(`/pdl/get/${encodeURIComponent(id)}`).then((r) => r.data),
};
