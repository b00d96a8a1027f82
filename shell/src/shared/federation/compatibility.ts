/**
 * Whether a remote can run against what this shell provides. The platform and the UI kit are
 * shared singletons with real semver versions: a remote built against a newer minor, or another
 * major, than the live shell provides would call what is not there (a `TypeError` at best). Its
 * `mf-manifest.json` says what it was built against; it is read before the remote runs.
 */
export type ProvidedVersions = { platform: string; 'ui-kit': string };

export type VersionGap = { pkg: keyof ProvidedVersions; needed: string; provided: string };

/** Each tracked package by the name it is shared under (its module's own name and its sub-paths). */
const sharedNames: Readonly<Record<keyof ProvidedVersions, string>> = { platform: '@microloans/platform', 'ui-kit': '@microloans/ui-kit' };
const trackedPackages = Object.keys(sharedNames) as Array<keyof ProvidedVersions>;

const parse = (version: string): [number, number, number] | null => {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
};

/** `needed` runs on `provided`: the same major, and no newer minor (a patch difference is fine). */
export function satisfies(needed: string, provided: string): boolean {
  const want = parse(needed);
  const have = parse(provided);
  if (!want || !have) return false;
  return want[0] === have[0] && want[1] <= have[1];
}

type ManifestShared = { name?: unknown; version?: unknown };

/** The platform and kit versions the remote's manifest says it was built against, that this shell does not satisfy. */
export function versionGaps(manifest: unknown, provided: ProvidedVersions): VersionGap[] {
  const shared = (manifest as { shared?: unknown } | null)?.shared;
  if (!Array.isArray(shared)) return [];
  const gaps = new Map<string, VersionGap>();
  for (const entry of shared as ManifestShared[]) {
    if (typeof entry.name !== 'string' || typeof entry.version !== 'string') continue;
    const name = entry.name;
    const pkg = trackedPackages.find((tracked) => name === sharedNames[tracked] || name.startsWith(`${sharedNames[tracked]}/`));
    if (!pkg || satisfies(entry.version, provided[pkg])) continue;
    gaps.set(pkg, { pkg, needed: entry.version, provided: provided[pkg] });
  }
  return [...gaps.values()];
}
