/** How often the shell asks for its `latest.json` (SPEC leaves it open: 5 minutes). */
export const versionPollIntervalMs = 5 * 60 * 1000;

/** When this page started: the first poll is an interval after it, however late the notice's code arrives. */
export const pageStartedAt = Date.now();

/** The notice's code is fetched this long after the page starts (long before the first poll), not with the first page. */
export const noticeLoadDelayMs = 30 * 1000;

/** This build's id, baked in by the build; `latest.json` carries the id of the deployed one. */
export const runningBuildId: string = process.env.APP_BUILD_ID ?? 'dev';

/** The id of the build deployed now, or null when it cannot be read (offline, 5xx). */
export async function fetchDeployedBuildId(): Promise<string | null> {
  try {
    const response = await fetch('/latest.json', { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const body = (await response.json()) as { buildId?: unknown };
    return typeof body.buildId === 'string' ? body.buildId : null;
  } catch {
    return null;
  }
}
