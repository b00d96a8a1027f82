import { apiClient } from './client';
import type { BlockedRoutesDto, DocDto, DocsDto, LandingPageDto, RedirectDto } from './dto';

/** Content calls documented by dev-api next to SPEC §7: /docs, /docs/{slug}, /ll/{slug}, /redirects, /routes/blacklist. */
export const contentApi = {
  docs: (): Promise<DocsDto> => apiClient.get<DocsDto>('/docs').then((r) => r.data),
  doc: (slug: string): Promise<DocDto> => apiClient.get<DocDto>(`/docs/${encodeURIComponent(slug)}`).then((r) => r.data),
  landingPage: (slug: string): Promise<LandingPageDto> =>
    apiClient.get<LandingPageDto>(`/ll/${encodeURIComponent(slug)}`).then((r) => r.data),
  redirects: (): Promise<RedirectDto[]> => apiClient.get<RedirectDto[]>('/redirects').then((r) => r.data),
  blockedRoutes: (): Promise<BlockedRoutesDto> =>
    apiClient.get<BlockedRoutesDto>('/routes/blacklist').then((r) => r.data),
};
