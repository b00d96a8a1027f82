/** Content DTOs (`/docs`, `/ll/:slug`, `/redirects`, `/routes/blacklist`): documented by dev-api, not SPEC §7. */
export type DocLinkDto = { slug: string; title: string };

export type DocsDto = { docs: DocLinkDto[] };

/** `/ll`: every content page. */
export type LandingPagesDto = { pages: DocLinkDto[] };

/** `body` is HTML. */
export type DocDto = { slug: string; title: string; body: string; updatedAt: string };

export type LandingPageDto = DocDto & { seo: { title: string; description: string } };

/** `external` targets leave the app; `permanent` ones are 301s. */
export type RedirectDto = { from: string; to: string; permanent?: boolean; external?: boolean };

/** Routes the app must not open. */
export type BlockedRoutesDto = { paths: string[] };
