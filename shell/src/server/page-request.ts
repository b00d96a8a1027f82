import { matchRoutes } from '@microloans/platform/router';
import { readCookie, type tokenCookieNames } from '@microloans/platform/cookies';
import type { Tokens } from '@microloans/platform';
import type { ProjectMode } from '@microloans/shared-contracts/config';
import type { RemoteName, RemoteServerLoader } from '@microloans/shared-contracts/remotes';
import { visitorHintCookies, type VisitorHints } from '@microloans/shared-contracts/storage';
import { forProjectMode } from '../app/project-mode';
import { routeTable, type RouteDefinition } from '../app/route-table';
import { versionGaps } from '../shared/federation/compatibility';
import { providedVersions } from '../shared/federation/provided-versions';

/** The route at an address as this deployment serves it (its layout and target for the project mode), with its parameters. */
export type ServedRoute = { definition: RouteDefinition; params: Readonly<Record<string, string>> };

/** A remote's server side at the version this visitor is served, or why the browser draws its places. */
export type UsableRemote = { server: NonNullable<ReturnType<RemoteServerLoader>> } | { missing: string; planned?: boolean };

/**
 * One page request, read once at its start: everything after it (the answer's status and head, the
 * guards, the owner's data, the stylesheets, each remote's place) takes its decisions from here.
 */
export type PageRequest = {
  address: URL;
  route: ServedRoute | null;
  /** The visitor's tokens as their cookies hold them: the header, the guards; never serialised. */
  tokens: Tokens;
  /** What the visitor's cookies say of what their browser will show (`visitorHintCookies`): those alone reach a page's owner. */
  hints: VisitorHints;
  /** A remote's server side at this visitor's version, looked up once per page. */
  remote: (name: RemoteName) => UsableRemote;
  /** The remote that owns the page, null for a shell page or a path no route has. */
  owner: RemoteName | null;
};

/** The route at a path, by the router's own matching (a static segment outranks a parameter). */
export function servedRouteAt(pathname: string, mode: ProjectMode): ServedRoute | null {
  const match = matchRoutes([...routeTable], pathname)?.at(-1);
  if (!match) return null;
  const params = Object.fromEntries(Object.entries(match.params).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return { definition: forProjectMode(match.route, mode), params };
}

/**
 * A remote's server side, if it can render here: it loads, and it was built against a platform and
 * kit this shell provides (the browser's version gate, on the same manifest, before anything of it
 * runs).
 */
function usableRemote(loader: RemoteServerLoader, remote: RemoteName): UsableRemote {
  let server: ReturnType<RemoteServerLoader>;
  try {
    server = loader(remote);
  } catch (error) {
    return { missing: `${remote}: its server side failed to load: ${String(error)}` };
  }
  if (!server) return { missing: `${remote}: no server side`, planned: true };
  const gaps = versionGaps(server.manifest ?? null, providedVersions);
  if (gaps.length > 0) {
    return { missing: `${remote} ${server.version}: built against ${gaps.map((gap) => `${gap.pkg} ${gap.needed}`).join(', ')}; this shell provides ${gaps.map((gap) => gap.provided).join(', ')}` };
  }
  return { server };
}

export function pageRequestOf(address: URL, cookie: string | null, loader: RemoteServerLoader, mode: ProjectMode): PageRequest {
  const route = servedRouteAt(address.pathname, mode);
  const looked = new Map<RemoteName, UsableRemote>();
  const remote = (name: RemoteName): UsableRemote => {
    let usable = looked.get(name);
    if (!usable) {
      usable = usableRemote(loader, name);
      looked.set(name, usable);
    }
    return usable;
  };
  const target = route?.definition.target;
  return {
    address,
    route,
    tokens: tokensOf(cookie),
    hints: hintsOf(cookie),
    remote,
    owner: target && 'remote' in target ? target.remote : null,
  };
}

/** The visitor's hints (`visitorHintCookies`) as their cookies hold them. */
export function hintsOf(cookie: string | null): VisitorHints {
  const hints: VisitorHints = {};
  for (const [key, name] of Object.entries(visitorHintCookies) as Array<[keyof typeof visitorHintCookies, string]>) {
    const value = readCookie(name, cookie ?? '');
    if (value) hints[key] = value;
  }
  return hints;
}

function tokensOf(cookie: string | null): Tokens {
  const read = (name: (typeof tokenCookieNames)[number]) => readCookie(name, cookie ?? '');
  return { token: read('token'), refresh_token: read('refresh_token'), anonym_token: read('anonym_token'), anonym_refresh_token: read('anonym_refresh_token') };
}
