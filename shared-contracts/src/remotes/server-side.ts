import type { ComponentType } from 'react';
import type { ProjectMode, RuntimeConfig } from '../config';
import type { VisitorHints } from '../storage';
import type { RouteName } from '../routes/paths';
import type { ExposedModule, RemoteModuleProps, RemoteName } from './index';

/**
 * What a part's server side is to the render host that loads it: built for Node into
 * `<version>/server/index.js` of the part's release (never served to browsers), and loaded by
 * the host for the live version.
 */
export const serverBuildFolder = 'server';

/** An answer the render host sends as it is (the web server in front adds the site's headers). */
export type ServerAnswer = {
  status: number;
  contentType: string;
  body: string;
  /** A redirect's target: a path of this site. */
  location?: string;
};

export type PageServerOptions = {
  apiBaseUrl: string;
  projectMode: ProjectMode;
  /** The site's public address (`https://example.ru`): canonical addresses, the sitemap. */
  origin: string;
  /** The deployment's config.json (the app's modules read it on the server as in the browser). */
  config?: RuntimeConfig;
  /** Where a part that could not be rendered is told (remote, version, reason); `console.warn` by default. */
  log?: (line: string) => void;
};

/** A page request as the render host passes it on. */
export type PageRequest = {
  /** The path and query asked for. */
  url: string;
  /** The visitor's `Cookie` header: whether they are signed in (never sent anywhere). */
  cookie?: string | null;
  /** The live shell's index.html. */
  indexHtml: string;
  /** The server sides of the remotes, at the versions this visitor is served. */
  remoteServer: RemoteServerLoader;
  /** Told of each remote's module the page drew, and whether it failed as it drew (the versions' health). */
  onRemoteDrawn?: (drawn: { remote: RemoteName; version: string; failed: boolean }) => void;
};

export type PageServer = {
  /** A page of the app: the live index.html made this address's, and its status. */
  page: (request: PageRequest) => Promise<ServerAnswer>;
  robots: () => ServerAnswer;
  sitemap: (now?: number) => Promise<ServerAnswer>;
};

/**
 * The shell's server module. `sharedModules` are its instances of the page's shared singletons
 * (react, effector, the platform, the kit…, by share key): the render host gives them to every
 * remote's server side it loads, as the shell provides them to remotes in the browser, so one
 * React tree with one scope renders the shell's frame and the remote's page.
 */
export type ShellServerModule = {
  createPageServer: (options: PageServerOptions) => PageServer;
  sharedModules: Readonly<Record<string, unknown>>;
};

/**
 * A content page's head as its owner knows it: the page does not exist (404), or its own words
 * (as the page sets them in the browser through `usePageMeta`).
 */
export type RemotePageHead =
  | { status: 404 }
  | {
      status: 200;
      title: string;
      description?: string;
      openGraph?: { type: 'website' | 'article'; image?: string | null };
    };

/**
 * A remote's server side, for the routes it owns: the pages it draws, their data, and the head and
 * status of a page from that data.
 */
export type RemoteServerModule<Remote extends RemoteName = RemoteName> = {
  /**
   * The exposed modules this remote renders on the server, by their exposed name (`./pages/Doc`):
   * the same components the browser loads. A module not here is drawn in the browser.
   */
  pages?: Readonly<Partial<Record<ExposedModule<Remote>, ComponentType<RemoteModuleProps>>>>;
  /**
   * Loads a page's data into the page's scope before it is drawn (the page's own model events, run
   * with `allSettled`), so the server's HTML holds it and the browser starts from it. `hints`: what
   * the visitor's cookies say of what this browser will show (`visitorHintCookies`).
   */
  preparePage?(route: RouteName, params: Readonly<Record<string, string>>, scope: PageScope, search: string, hints?: VisitorHints): Promise<void>;
  /**
   * The page's head from what `preparePage` put in the scope (the data the page is drawn with,
   * read once): `null` when the route's own head stands (no content of its own, or its data did
   * not arrive in time — the browser then sets it).
   */
  headFromPage?(route: RouteName, params: Readonly<Record<string, string>>, scope: PageScope): RemotePageHead | null;
};

/**
 * The page's Effector scope, as the contract passes it along (state is the platform's: the contract
 * names no library). A remote's `preparePage` takes it as effector's `Scope`.
 */
export type PageScope = object;

/**
 * The digest React puts in the page for a place the server left to the browser on purpose (a
 * module with no server rendering): the browser's hydration tells it from a failure by it.
 */
export const leftToBrowserDigest = 'left-to-browser';

/** How a page server reaches the owners' server sides: the version this visitor is served (canary by `cid`), or null when it has none. */
export type RemoteServerLoader = (remote: RemoteName) => {
  version: string;
  module: RemoteServerModule;
  /** The shared modules (share keys) its server side asked for: their stylesheets go with its pages. */
  uses?: readonly string[];
  /** The version's `mf-manifest.json`: what it was built against (the shell's version gate reads it, as in the browser). */
  manifest?: unknown;
} | null;
