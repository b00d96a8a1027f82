/**
 * Navigation targets an attacker would put in data (a server redirect, `?to=`, a referral link, a
 * link in API content) to send a borrower off the site from `shellOrigin`. None of them may be
 * followed as an in-site path, and none may leave without explicit permission. Shared by the jest
 * tests of `decideNavigation` and the Playwright tests of every path that navigates.
 */
export const shellOrigin = 'http://127.0.0.1:3000';
/** A foreign host no test can reach: Playwright counts and aborts any request to it. */
export const foreignHost = 'evil.example';

export const hostileUrls: readonly string[] = [
  // Plain foreign sites and other schemes.
  `https://${foreignHost}/`,
  `http://${foreignHost}`,
  `HTTPS://${foreignHost.toUpperCase()}/`,
  `https:${foreignHost}`,
  `ftp://${foreignHost}/`,
  `file:///etc/passwd`,
  `blob:${shellOrigin}/0b6a1f7e-0001-4a10-8000-000000000001`,
  // Protocol-relative, slashes and backslashes.
  `//${foreignHost}`,
  `///${foreignHost}`,
  `////${foreignHost}/path`,
  `/\\${foreignHost}`,
  `\\\\${foreignHost}`,
  `\\/${foreignHost}`,
  `http:\\\\${foreignHost}`,
  `http:/\\${foreignHost}`,
  // Dot segments that collapse into a protocol-relative path.
  `/.//${foreignHost}`,
  `/..//${foreignHost}`,
  `/./\\${foreignHost}`,
  `/a/../..//${foreignHost}`,
  `/%2e//${foreignHost}`,
  `/%2E%2E//${foreignHost}`,
  `/.%2e//${foreignHost}`,
  `${shellOrigin}//${foreignHost}`,
  `${shellOrigin}/.//${foreignHost}`,
  // Percent- and double-encoded slashes, backslashes and controls.
  `/%2F%2F${foreignHost}`,
  `/%2f/${foreignHost}`,
  `/%252F%252F${foreignHost}`,
  `/%25252F%25252F${foreignHost}`,
  `%2F%2F${foreignHost}`,
  `/%5C${foreignHost}`,
  `/%5C%5C${foreignHost}`,
  `/%09/${foreignHost}`,
  `%0a//${foreignHost}`,
  // Tabs, newlines, spaces and controls that browsers strip.
  `/\t/${foreignHost}`,
  `/\n/${foreignHost}`,
  `\t//${foreignHost}`,
  ` //${foreignHost}`,
  `\u0000//${foreignHost}`,
  `\u001f//${foreignHost}`,
  // Userinfo: the host after `@` is the real one.
  `https://127.0.0.1:3000@${foreignHost}/`,
  `${shellOrigin}@${foreignHost}/`,
  `https://${foreignHost}\\@127.0.0.1:3000/`,
  `http://user:secret@127.0.0.1:3000/profile`,
  `http://${foreignHost}#@127.0.0.1:3000/`,
  // IDN and IP forms of foreign hosts; other ports, hosts and schemes of this machine.
  'http://еvil.example/',
  'https://xn--vil-jed.example/',
  'http://2130706433/',
  'http://0x7f.0.0.1:3001/',
  'http://[::1]:3000/',
  'http://localhost:3000/',
  'http://127.0.0.1:3001/',
  'http://127.0.0.1:4000/auth/anonym',
  'https://127.0.0.1:3000/',
  // Script and data URLs in every disguise.
  'javascript:alert(document.domain)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  ' javascript:alert(1)',
  '\u0000javascript:alert(1)',
  'javascript://%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
];

/**
 * Another site written in a form only a lenient parser reads as that site: refused even where
 * leaving is permitted (a server redirect marked external, a lender's offer). Only an absolute
 * `http(s)://host/…` may leave.
 */
export const disguisedExternalUrls: readonly string[] = [
  `//${foreignHost}/partner`,
  `///${foreignHost}/partner`,
  `/\\${foreignHost}/partner`,
  `\\\\${foreignHost}/partner`,
  `/\t/${foreignHost}/partner`,
  `https:/${foreignHost}/partner`,
  `https:${foreignHost}/partner`,
  `http:\\\\${foreignHost}/partner`,
  `https:\\/${foreignHost}/partner`,
  ` https://${foreignHost}/partner`,
  `\thttps://${foreignHost}/partner`,
  `\nhttps://${foreignHost}/partner`,
  `https://${foreignHost}\\partner`,
];

/**
 * One target of each kind in `hostileUrls` (another site, protocol-relative, a backslash, an
 * encoded slash, a stripped control, userinfo, a script) for the paths where each target costs a
 * borrower's whole action, a sign-in: Playwright walks these; jest walks the whole corpus through
 * the decision the page calls.
 */
export const hostileUrlSamples: readonly string[] = [
  `https://${foreignHost}/`,
  `//${foreignHost}`,
  `/\\${foreignHost}`,
  `/%2F%2F${foreignHost}`,
  `/\t/${foreignHost}`,
  `https://127.0.0.1:3000@${foreignHost}/`,
  'javascript:alert(document.domain)',
];

/** The same for `disguisedExternalUrls`: a lender's offer tries these in the browser. */
export const disguisedExternalUrlSamples: readonly string[] = [
  `//${foreignHost}/partner`,
  `/\\${foreignHost}/partner`,
  `https:/${foreignHost}/partner`,
  ` https://${foreignHost}/partner`,
];

/** Targets that stay inside and the path each resolves to. */
export const insideUrls: ReadonlyArray<readonly [target: string, path: string]> = [
  ['/', '/'],
  ['/profile', '/profile'],
  ['/confirmation?type=loans', '/confirmation?type=loans'],
  ['profile', '/profile'],
  [`${shellOrigin}/auth?to=%2Fprofile`, '/auth?to=%2Fprofile'],
  ['/docs/privacy-agreement#p2', '/docs/privacy-agreement#p2'],
  ['/docs/../profile', '/profile'],
  ['/shopwindow?scenario=lead&uuid=0b6a1f7e', '/shopwindow?scenario=lead&uuid=0b6a1f7e'],
  ['/r/ivan.petrov', '/r/ivan.petrov'],
  ['/search?q=//not-a-host', '/search?q=//not-a-host'],
];
