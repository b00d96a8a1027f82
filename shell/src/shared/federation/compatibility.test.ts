import { satisfies, versionGaps } from './compatibility';

const provided = { platform: '1.2.3', 'ui-kit': '2.0.1' };
const manifest = (platform: string, kit: string) => ({
  shared: [
    { name: 'react', version: '19.3.1' },
    { name: '@microloans/platform', version: platform },
    { name: '@microloans/platform/router', version: platform },
    { name: '@microloans/ui-kit', version: kit },
    { name: '@microloans/ui-kit/forms', version: kit },
  ],
});

test.each([
  ['1.2.3', '1.2.3', true],
  ['1.2.9', '1.2.3', true],
  ['1.1.0', '1.2.3', true],
  ['1.3.0', '1.2.3', false],
  ['2.0.0', '1.2.3', false],
  ['0.9.0', '1.2.3', false],
  ['junk', '1.2.3', false],
])('built against %s, running on %s: %s', (needed, have, ok) => {
  expect(satisfies(needed, have)).toBe(ok);
});

test('a remote built against what the shell provides (or older in the same major) has no gap', () => {
  expect(versionGaps(manifest('1.2.3', '2.0.1'), provided)).toEqual([]);
  expect(versionGaps(manifest('1.0.0', '2.0.0'), provided)).toEqual([]);
});

test('a newer platform minor or another kit major is named, once per package', () => {
  expect(versionGaps(manifest('1.3.0', '2.0.1'), provided)).toEqual([{ pkg: 'platform', needed: '1.3.0', provided: '1.2.3' }]);
  expect(versionGaps(manifest('1.2.3', '3.0.0'), provided)).toEqual([{ pkg: 'ui-kit', needed: '3.0.0', provided: '2.0.1' }]);
});

test('a manifest without a shared list is not judged', () => {
  expect(versionGaps({}, provided)).toEqual([]);
  expect(versionGaps(null, provided)).toEqual([]);
});
