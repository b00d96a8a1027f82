import { apiClient } from './client';
import type { PdlCheckDto, PdlDto } from './dto';

/** SPEC §7 "other" row: GET /pdl/check/{id}, /pdl/get/{id}. */
export const pdlApi = {
  check: (id: string): Promise<PdlCheckDto> =>
    apiClient.get<PdlCheckDto>(`/pdl/check/${encodeURIComponent(id)}`).then((r) => r.data),
  get: (id: string): Promise<PdlDto> => apiClient.get<PdlDto>(`/pdl/get/${encodeURIComponent(id)}`).then((r) => r.data),
};
