import type { ProjectMode } from '../config';

/**
 * What a part's server side is to the render host that loads it: built for Node into
 * `<version>/server/index.js` of the part's release (never served to browsers), and loaded by
 * the host for the live version.
 */
export const serverBuildFolder = 'server';

/** An answer the render host sends as it is (the web server in front adds the site's headers). */
export type ServerAnswer = { status: number; contentType: string; body: string };

export type PageServerOptions = {
  apiBaseUrl: string;
  projectMode: ProjectMode;
  /** The site's public address (`https://example.ru`): canonical addresses, the sitemap. */
  origin: string;
  fetch?: typeof fetch;
};

export type PageServer = {
  /** A page of the app: the live index.html (`indexHtml`) made this address's, and its status. */
  page: (url: string, indexHtml: string) => ServerAnswer;
  robots: () => ServerAnswer;
  sitemap: (now?: number) => Promise<ServerAnswer>;
};

/** The shell's server module. */
export type ShellServerModule = { createPageServer: (options: PageServerOptions) => PageServer };
