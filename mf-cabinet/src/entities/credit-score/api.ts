import { apiClient, isApiError } from '@microloans/platform';
import type { CreditScoreDto } from '@microloans/shared-contracts/api';

/** SPEC §7: GET /user/credit-score (its answer is dev-api's: score 300..850, grade, date, factors). */
export const creditScoreApi = {
  /**
   * The signed-in borrower's score; null when the server has none for them yet (404 or 204), which
   * the page shows as "no rating yet", not as a failure.
   */
  get: (): Promise<CreditScoreDto | null> =>
    apiClient.get<CreditScoreDto>('/user/credit-score').then(
      (response) => (response.status === 204 ? null : response.data),
      (error: unknown) => {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      },
    ),
};
