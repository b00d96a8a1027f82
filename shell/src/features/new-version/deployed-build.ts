/** Which build is running, and which one is deployed: read by the notice's code, which comes 30 s after the page starts. */

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
