import { apiClient } from './client';
import type { CreateLeadAnswerDto, LeadAnswerDto, LeadRequest, LeadSavedDto } from './dto';

/** SPEC §7: GET /leads/byUuid/{uuid}, POST leads/user, PUT leads/user/{id}. */
export const leadsApi = {
  getByUuid: (uuid: string): Promise<LeadAnswerDto> =>
    apiClient.get<LeadAnswerDto>(`/leads/byUuid/${encodeURIComponent(uuid)}`).then((r) => r.data),
  /** Answers the new lead's id and uuid, or (see `isDuplicateAnswer`) the uuid of a lead with the same passport. */
  create: (body: LeadRequest): Promise<CreateLeadAnswerDto> =>
    apiClient.post<CreateLeadAnswerDto>('/leads/user', body).then((r) => r.data),
  update: (id: number, body: LeadRequest): Promise<LeadSavedDto> =>
    apiClient.put<LeadSavedDto>(`/leads/user/${encodeURIComponent(id)}`, body).then((r) => r.data),
};
