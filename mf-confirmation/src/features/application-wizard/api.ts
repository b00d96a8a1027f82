import { apiClient } from 'platform';
import type { LeadAnswerDto, LeadRequest, LeadSaveAnswerDto, SpeedUpDataDto } from 'shared-contracts/api';

/** The application's calls (SPEC §7): GET /leads/byUuid/{uuid}, POST leads/user, PUT leads/user/{id}, GET /user/speedUpData. */
export const leadsApi = {
  getByUuid: (uuid: string): Promise<LeadAnswerDto> =>
    apiClient.get<LeadAnswerDto>(`/leads/byUuid/${encodeURIComponent(uuid)}`).then((r) => r.data),
  /** Answers the new lead's id and uuid, or (see `isDuplicateAnswer`) the uuid of a lead with the same passport. */
  create: (body: LeadRequest): Promise<LeadSaveAnswerDto> =>
    apiClient.post<LeadSaveAnswerDto>('/leads/user', body).then((r) => r.data),
  /** Merges the body into the lead; a passport another lead has answers the duplicate instead. */
  update: (id: number, body: LeadRequest): Promise<LeadSaveAnswerDto> =>
    apiClient.put<LeadSaveAnswerDto>(`/leads/user/${encodeURIComponent(id)}`, body).then((r) => r.data),
  /** SPEC §7 GET /user/speedUpData: the signed-in borrower's newest unfinished lead, offered as a draft. */
  speedUpData: (): Promise<SpeedUpDataDto> => apiClient.get<SpeedUpDataDto>('/user/speedUpData').then((r) => r.data),
};
