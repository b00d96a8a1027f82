import {
  disguisedExternalUrlSamples,
  disguisedExternalUrls,
  foreignHost,
  hostileUrlSamples,
  hostileUrls,
  insideUrls,
  shellOrigin,
} from '@microloans/shared-contracts/testing';
import { decideNavigation } from './decide-navigation';

test('the hostile corpus is big enough to mean something', () => {
  expect(hostileUrls.length).toBeGreaterThanOrEqual(40);
});

test('the samples the browser walks are members of the corpora jest walks whole', () => {
  expect(hostileUrlSamples.filter((url) => !hostileUrls.includes(url))).toEqual([]);
  expect(disguisedExternalUrlSamples.filter((url) => !disguisedExternalUrls.includes(url))).toEqual([]);
});

test.each(hostileUrls.map((url) => [url]))('%j is never a page of this site', (url) => {
  const decision = decideNavigation(url, shellOrigin);
  expect(decision.kind).not.toBe('inside');
  // Whatever leaves is another http(s) origin, resolved: the string that is followed is the one checked.
  if (decision.kind === 'outside') {
    const resolved = new URL(decision.url);
    expect(resolved.origin).not.toBe(shellOrigin);
    expect(['http:', 'https:']).toContain(resolved.protocol);
    expect(decision.url).toBe(resolved.href);
  }
});

test.each(insideUrls.map(([url, path]) => [url, path]))('%j stays inside as %j', (url, path) => {
  expect(decideNavigation(url, shellOrigin)).toEqual({ kind: 'inside', path });
});

test('every inside path resolves back to this origin with a single leading slash', () => {
  for (const [url] of insideUrls) {
    const decision = decideNavigation(url, shellOrigin);
    if (decision.kind !== 'inside') throw new Error(`${url} should stay inside`);
    expect(decision.path).toMatch(/^\/(?![/\\])/);
    expect(new URL(decision.path, 'http://other.example').origin).toBe('http://other.example');
  }
});

test('dot segments and doubled slashes are refused on the resolved path, not the raw string', () => {
  expect(decideNavigation('/.//evil.example', shellOrigin)).toEqual({ kind: 'refused', reason: 'ambiguous-path' });
  expect(decideNavigation(`${shellOrigin}//evil.example`, shellOrigin)).toEqual({ kind: 'refused', reason: 'ambiguous-path' });
  expect(decideNavigation('/%2F%2Fevil.example', shellOrigin)).toEqual({ kind: 'refused', reason: 'ambiguous-path' });
});

test('schemes, credentials and junk are refused with their reason', () => {
  expect(decideNavigation('java\tscript:alert(1)', shellOrigin)).toEqual({ kind: 'refused', reason: 'scheme' });
  expect(decideNavigation('mailto:someone@example.org', shellOrigin)).toEqual({ kind: 'refused', reason: 'scheme' });
  expect(decideNavigation('http://user:secret@127.0.0.1:3000/', shellOrigin)).toEqual({ kind: 'refused', reason: 'credentials' });
  expect(decideNavigation('http://[broken', shellOrigin)).toEqual({ kind: 'refused', reason: 'malformed' });
  expect(decideNavigation('', shellOrigin)).toEqual({ kind: 'refused', reason: 'malformed' });
  expect(decideNavigation(42, shellOrigin)).toEqual({ kind: 'refused', reason: 'malformed' });
  expect(decideNavigation(`/${'a'.repeat(3000)}`, shellOrigin)).toEqual({ kind: 'refused', reason: 'malformed' });
});

test('another site over http(s) is outside, normalised', () => {
  expect(decideNavigation('HTTPS://Example.ORG/partner?x=1', shellOrigin)).toEqual({ kind: 'outside', url: 'https://example.org/partner?x=1' });
  expect(decideNavigation('http://127.0.0.1:3004/', shellOrigin)).toEqual({ kind: 'outside', url: 'http://127.0.0.1:3004/' });
});

test.each(disguisedExternalUrls.map((url) => [url]))('%j is another site in a disguise: refused, never outside', (url) => {
  // A lenient reading would take the borrower to the foreign host…
  expect(new URL(url, `${shellOrigin}/`).hostname).toBe(foreignHost);
  // …but only an absolute http(s) URL may leave.
  expect(decideNavigation(url, shellOrigin)).toEqual({ kind: 'refused', reason: 'not-absolute' });
});

test('the same site written as an absolute URL still leaves', () => {
  expect(decideNavigation(`https://${foreignHost}/partner`, shellOrigin)).toEqual({ kind: 'outside', url: `https://${foreignHost}/partner` });
});
