import { apiClient } from '@microloans/platform';
import type { LeadAnswerDto } from './dto';

/** SPEC §7 GET /leads/byUuid/{uuid}: the application wizard resumes a lead by it, the shop window reads its status. */
export const leadApi = {
  /** `silent`: the caller says what a failure means itself (no toast). */
  byUuid: (uuid: string, { silent = false }: { silent?: boolean } = {}): Promise<LeadAnswerDto> =>
    apiClient.get<LeadAnswerDto>(`/leads/byUuid/${encodeURIComponent(uuid)}`, { silent }).then((r) => r.data),
};
