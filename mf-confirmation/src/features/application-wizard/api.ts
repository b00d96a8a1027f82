import { apiClient } from '@microloans/platform';
import type { LeadRequest, LeadSaveAnswerDto, SpeedUpDataDto } from '@microloans/shared-contracts/api';

/** The application's own calls (SPEC §7): POST leads/user, PUT leads/user/{id}, GET /user/speedUpData (a lead by uuid: the contract's `leadApi`). */
export const leadsApi = {
  /** Answers the new lead's id and uuid, or (see `isDuplicateAnswer`) the uuid of a lead with the same passport. */
  create: (body: LeadRequest): Promise<LeadSaveAnswerDto> =>
    apiClient.post<LeadSaveAnswerDto>('/leads/user', body).then((r) => r.data),
  /** Merges the body into the lead; a passport another lead has answers the duplicate instead. */
  update: (id: number, body: LeadRequest): Promise<LeadSaveAnswerDto> =>
    apiClient.put<LeadSaveAnswerDto>(`/leads/user/${encodeURIComponent(id)}`, body).then((r) => r.data),
  /** SPEC §7 GET /user/speedUpData: the signed-in borrower's newest unfinished lead, offered as a draft. */
  speedUpData: (): Promise<SpeedUpDataDto> => apiClient.get<SpeedUpDataDto>('/user/speedUpData').then((r) => r.data),
};
