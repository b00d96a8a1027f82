/**
 * `/__health` on the shell's origin, answered by the render tier: browsers send their counts there
 * (POST, a beacon), `/ops` reads each remote version's figures, the controller's last decisions and
 * the versions this worker refused there (GET). A beacon is refused unread when it is too big or
 * comes too fast, and refused whole when anything in it is not what a shell sends (an unknown
 * remote or counter, a version that does not serve, a count out of bounds).
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { emptyCounts, maxHealthBeaconBytes, parseHealthBatch, type AutopilotSummary, type OpsHealth } from '@microloans/shared-contracts/health';
import { parseRemotesManifest, remoteNames, remotePackages, type RemoteName } from '@microloans/shared-contracts/remotes';
import { readHealth, type HealthGatherer } from './health-store';
import type { IntegrityRefusal } from './version-checks';

/** Beacons a worker takes per second at most (a burst of a second's worth is allowed). */
const beaconsPerSecond = 200;
/** What `/ops` shows of each version: its counts over the last hour. */
const opsWindowMs = 3_600_000;

export type HealthEndpointContext = {
  gatherer: HealthGatherer;
  /** `remotes.json` as it is now (the versions that serve). */
  remotesJson: () => unknown;
  /** The store's root (the controller's state is `autopilot/<part>.json` there). */
  storeRoot: string;
  refusals: () => IntegrityRefusal[];
  /** The live shell's version: a refusal of another one is history, not shown. */
  liveShellVersion: () => string | null;
  now?: () => number;
};

type Bucket = { tokens: number; at: number };

export function healthEndpoint(context: HealthEndpointContext): (request: IncomingMessage, response: ServerResponse) => void {
  const now = context.now ?? Date.now;
  const bucket: Bucket = { tokens: beaconsPerSecond, at: now() };
  const takeToken = (): boolean => {
    const at = now();
    bucket.tokens = Math.min(beaconsPerSecond, bucket.tokens + ((at - bucket.at) / 1000) * beaconsPerSecond);
    bucket.at = at;
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  };
  const answer = (response: ServerResponse, status: number, body?: unknown) => {
    const headers = { 'Cache-Control': 'no-store', 'X-Accel-Expires': '0' };
    if (body === undefined) response.writeHead(status, headers).end();
    else response.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  };

  return (request, response) => {
    if (request.method === 'GET' || request.method === 'HEAD') {
      answer(response, 200, request.method === 'HEAD' ? undefined : opsFigures(context, now()));
      return;
    }
    if (request.method !== 'POST') {
      response.setHeader('Allow', 'GET, HEAD, POST');
      answer(response, 405);
      return;
    }
    if (!takeToken()) {
      request.resume();
      answer(response, 429);
      return;
    }
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > maxHealthBeaconBytes) {
      request.resume();
      answer(response, 413);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxHealthBeaconBytes && !refused) {
        refused = true;
        answer(response, 413);
        request.destroy();
      } else if (!refused) chunks.push(chunk);
    });
    request.on('end', () => {
      if (refused) return;
      try {
        const reports = parseHealthBatch(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        const serving = servingVersions(context.remotesJson());
        if (reports.some(({ remote, version }) => !serving.get(remote)?.has(version))) throw new Error('health: версия не работает');
        for (const { remote, version, counts } of reports) context.gatherer.add(remotePackages[remote], version, counts);
        answer(response, 204);
      } catch {
        answer(response, 400);
      }
    });
    request.on('error', () => undefined);
  };
}

/** Each remote's live, previous and canary versions. */
function servingVersions(json: unknown): Map<RemoteName, Map<string, 'live' | 'previous' | 'canary'>> {
  const manifest = parseRemotesManifest(json);
  return new Map(
    remoteNames.map((name) => {
      const deployment = manifest[name];
      const versions = new Map<string, 'live' | 'previous' | 'canary'>();
      if (deployment.previousVersion) versions.set(deployment.previousVersion, 'previous');
      versions.set(deployment.version, 'live');
      if (deployment.canary) versions.set(deployment.canary.version, 'canary');
      return [name, versions];
    }),
  );
}

function readAutopilotState(storeRoot: string, part: string): AutopilotSummary | null {
  try {
    return JSON.parse(readFileSync(path.join(storeRoot, 'autopilot', `${part}.json`), 'utf8')) as AutopilotSummary;
  } catch {
    return null;
  }
}

/** What `/ops` shows: per remote, each serving version's last hour, and the controller's state. */
function opsFigures(context: HealthEndpointContext, now: number): OpsHealth {
  const remotes: OpsHealth['remotes'] = {};
  let serving: ReturnType<typeof servingVersions> | null;
  try {
    serving = servingVersions(context.remotesJson());
  } catch {
    // No remotes.json yet: the figures of none.
    serving = null;
  }
  for (const name of remoteNames) {
    const part = remotePackages[name];
    const totals = readHealth(context.gatherer.dir, part, now - opsWindowMs);
    const versions = [...(serving?.get(name) ?? new Map<string, 'live' | 'previous' | 'canary'>())].map(([version, kind]) => ({
      version,
      kind,
      lastHour: totals.get(version) ?? emptyCounts(),
    }));
    remotes[name] = { versions, autopilot: readAutopilotState(context.storeRoot, part) };
  }
  // Only what would serve now: the live shell, each remote's live, previous and canary.
  const serves = ({ part, version }: IntegrityRefusal) =>
    part === 'shell' ? version === context.liveShellVersion() : remoteNames.some((name) => remotePackages[name] === part && serving?.get(name)?.has(version));
  return { remotes, refused: context.refusals().filter(serves) };
}
