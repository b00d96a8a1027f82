import { exposedModules, parseRemotesManifest, remoteNames } from './index';

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
  expect(exposedModules.mf_confirmation).toEqual(['./pages/Confirmation', './widgets/LoanCalculator']);
  expect(exposedModules.mf_cabinet).toContain('./pages/Auth');
});
