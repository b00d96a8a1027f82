import { canaryBucket, exposedModules, parseRemotesManifest, remoteNames, versionsToTry } from './index';

const entry = (port: number) => ({ version: '1.0.0', entry: `http://127.0.0.1:${port}/mf-manifest.json`, previous: null });

test('parses a complete remotes.json', () => {
  const json = Object.fromEntries(remoteNames.map((name, index) => [name, entry(3001 + index)]));
  expect(parseRemotesManifest(json).mf_cabinet.entry).toBe('http://127.0.0.1:3002/mf-manifest.json');
});

test('rejects a remotes.json that misses a remote or has a bad previous', () => {
  expect(() => parseRemotesManifest({ mf_cabinet: entry(3002) })).toThrow(/mf_confirmation/);
  const json = Object.fromEntries(remoteNames.map((name) => [name, { ...entry(1), previous: 5 }]));
  expect(() => parseRemotesManifest(json)).toThrow(/previous/);
});

test('the contract lists the modules ARCHITECTURE.md names', () => {
  expect(exposedModules.mf_confirmation).toEqual(['./pages/Confirmation', './widgets/LoanCalculator', './pages/Pdl']);
  expect(exposedModules.mf_cabinet).toContain('./pages/Auth');
});

test('a canary entry is read with its share; a bad one is refused', () => {
  const canary = { version: '1.1.0+b', entry: 'http://127.0.0.1:3002/1.1.0+b/mf-manifest.json', percent: 10 };
  const json = Object.fromEntries(remoteNames.map((name, index) => [name, { ...entry(3001 + index), canary: name === 'mf_cabinet' ? canary : null }]));
  expect(parseRemotesManifest(json).mf_cabinet.canary).toEqual({ ...canary, integrity: null });
  expect(parseRemotesManifest(json).mf_blog.canary).toBeNull();
  json.mf_cabinet = { ...entry(3002), canary: { ...canary, percent: 150 } };
  expect(() => parseRemotesManifest(json)).toThrow(/canary/);
});

test('canary buckets: sticky per client id, and 1000 ids split within 3 % of each share', () => {
  const ids = Array.from({ length: 1000 }, (_, index) => `${index.toString(16)}-4b2e-8c1d-${(index * 7919).toString(36)}`);
  expect(canaryBucket(ids[0]!, 'mf_cabinet')).toBe(canaryBucket(ids[0]!, 'mf_cabinet'));
  for (const percent of [5, 10, 25, 50, 90]) {
    const inside = ids.filter((id) => canaryBucket(id, 'mf_cabinet') < percent).length;
    expect(Math.abs(inside / 10 - percent)).toBeLessThanOrEqual(3);
  }
  const buckets = ids.map((id) => canaryBucket(id, 'mf_blog'));
  expect(Math.min(...buckets)).toBeGreaterThanOrEqual(0);
  expect(Math.max(...buckets)).toBeLessThanOrEqual(99);
});

test('a visitor’s versions are tried in one order on both sides: the canary only in its share, then the live version, then the previous one', () => {
  const deployment = {
    version: '1.1.0',
    entry: 'https://cdn/1.1.0/mf-manifest.json',
    previous: 'https://cdn/1.0.0/mf-manifest.json',
    previousVersion: '1.0.0',
    canary: { version: '1.2.0', entry: 'https://cdn/1.2.0/mf-manifest.json', percent: 50 },
  };
  const clients = Array.from({ length: 200 }, (_, index) => `client-${index}`);
  const inShare = clients.find((id) => canaryBucket(id, 'mf_blog') < 50)!;
  const outside = clients.find((id) => canaryBucket(id, 'mf_blog') >= 50)!;
  expect(versionsToTry(deployment, 'mf_blog', inShare).map(({ kind, version }) => `${kind} ${version}`)).toEqual(['canary 1.2.0', 'live 1.1.0', 'previous 1.0.0']);
  expect(versionsToTry(deployment, 'mf_blog', outside).map(({ kind }) => kind)).toEqual(['live', 'previous']);
  expect(versionsToTry(deployment, 'mf_blog', null).map(({ kind }) => kind)).toEqual(['live', 'previous']);
  expect(versionsToTry({ ...deployment, previous: null, canary: null }, 'mf_blog', inShare)).toEqual([{ kind: 'live', version: '1.1.0', entry: 'https://cdn/1.1.0/mf-manifest.json', integrity: null }]);
});

test('each version’s integrity is read as sha384- values; anything else is refused, and a version without it reads as null', () => {
  const integrity = { record: `sha384-${'A'.repeat(64)}`, manifest: `sha384-${'B'.repeat(64)}`, entry: `sha384-${'C'.repeat(62)}==` };
  const json = Object.fromEntries(remoteNames.map((name, index) => [name, { ...entry(3001 + index), integrity, previous: 'http://127.0.0.1:1/p/mf-manifest.json', previousIntegrity: integrity }]));
  const parsed = parseRemotesManifest(json);
  expect([parsed.mf_blog.integrity, parsed.mf_blog.previousIntegrity]).toEqual([integrity, integrity]);
  expect(versionsToTry(parsed.mf_blog, 'mf_blog', null).map((served) => served.integrity)).toEqual([integrity, integrity]);
  expect(parseRemotesManifest(Object.fromEntries(remoteNames.map((name, index) => [name, entry(3001 + index)]))).mf_blog.integrity).toBeNull();
  for (const bad of [{ ...integrity, entry: 'md5-abc' }, { ...integrity, manifest: 'sha384-"><script>' }, { record: integrity.record }, 'sha384-x']) {
    expect(() => parseRemotesManifest({ ...json, mf_blog: { ...json.mf_blog, integrity: bad } })).toThrow(/sha384/);
  }
  expect(() => parseRemotesManifest({ ...json, mf_blog: { ...json.mf_blog, canary: { version: 'x', entry: 'y', percent: 5, integrity: 'z' } } })).toThrow(/canary\.integrity/);
});
