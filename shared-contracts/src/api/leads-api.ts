import { apiClient } from './client';
import type { LeadAnswerDto, LeadRequest, LeadSaveAnswerDto } from './dto';

/** SPEC §7: GET /leads/byUuid/{uuid}, POST leads/user, PUT leads/user/{id}. */
export const leadsApi = {
  getByUuid: (uuid: string): Promise<LeadAnswerDto> =>
    apiClient.get<LeadAnswerDto>(`/leads/byUuid/${encodeURIComponent(uuid)}`).then((r) => r.data),
  /** Answers the new lead's id and uuid, or (see `isDuplicateAnswer`) the uuid of a lead with the same passport. */
  create: (body: LeadRequest): Promise<LeadSaveAnswerDto> =>
    apiClient.post<LeadSaveAnswerDto>('/leads/user', body).then((r) => r.data),
  /** Merges the body into the lead; a passport another lead has answers the duplicate instead. */
  update: (id: number, body: LeadRequest): Promise<LeadSaveAnswerDto> =>
    apiClient.put<LeadSaveAnswerDto>(`/leads/user/${encodeURIComponent(id)}`, body).then((r) => r.data),
};
