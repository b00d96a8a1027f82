import { apiClient } from '@microloans/platform';
import type { BlockedRoutesDto, RedirectDto } from '@microloans/shared-contracts/api';

/** The route steps' own calls (documented by dev-api next to SPEC §7): server redirects and switched-off routes. */
export const routeStepsApi = {
  redirects: (): Promise<RedirectDto[]> => apiClient.get<RedirectDto[]>('/redirects').then((r) => r.data),
  blockedRoutes: (): Promise<BlockedRoutesDto> => apiClient.get<BlockedRoutesDto>('/routes/blacklist').then((r) => r.data),
};
