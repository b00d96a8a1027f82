import { allSettled, fork } from 'effector';
import { $tokens, navigateFx, type NavigationRequest, type Tokens } from '@microloans/platform';
import { codeSignIn } from '../../features/sign-in-by-code';
import { AuthPageGate } from './model';

const anonymous: Tokens = { token: null, refresh_token: null, anonym_token: 'a', anonym_refresh_token: 'ar' };
const signedIn: Tokens = { ...anonymous, token: 't', refresh_token: 'r' };

beforeEach(() => sessionStorage.clear());

function pageScope(tokens: Tokens = anonymous) {
  const navigations: NavigationRequest[] = [];
  const scope = fork({ values: [[$tokens, tokens]], handlers: [[navigateFx, (request: NavigationRequest) => void navigations.push(request)]] });
  return { scope, navigations };
}

test('signing in on the page goes on to `to` — a path of this site only, else the profile — and the page leaves the history', async () => {
  for (const [returnTo, expected] of [
    ['/history', '/history'],
    [null, '/profile'],
    ['https://evil.example/', '/profile'],
    ['/\\evil.example', '/profile'],
  ] as const) {
    const { scope, navigations } = pageScope();
    await allSettled(AuthPageGate.open, { scope, params: { returnTo } });
    await allSettled($tokens, { scope, params: signedIn });
    expect([returnTo, navigations]).toEqual([returnTo, [{ to: expected, replace: true }]]);
  }
});

test('the page opening brings back a code step asked before a reload, for the phone it was sent to; without one, the phone step', async () => {
  // What the tab kept of a code sent before the reload: its phone and the resend lock (a second left).
  sessionStorage.setItem('phoneCode.lock.account_recovery', JSON.stringify({ target: '79990000001', until: Date.now() + 1000 }));
  const reloaded = pageScope();
  await allSettled(AuthPageGate.open, { scope: reloaded.scope, params: { returnTo: null } });
  expect(reloaded.scope.getState(codeSignIn.$codeStep)).toBe(true);
  expect(reloaded.scope.getState(codeSignIn.$target)).toBe('79990000001');

  sessionStorage.clear();
  const fresh = pageScope();
  await allSettled(AuthPageGate.open, { scope: fresh.scope, params: { returnTo: null } });
  expect(fresh.scope.getState(codeSignIn.$codeStep)).toBe(false);
});

test('a visitor already signed in as the page opens, or signing in after it was left, navigates nowhere', async () => {
  const already = pageScope(signedIn);
  await allSettled(AuthPageGate.open, { scope: already.scope, params: { returnTo: '/history' } });
  expect(already.navigations).toEqual([]);

  const left = pageScope();
  await allSettled(AuthPageGate.open, { scope: left.scope, params: { returnTo: '/history' } });
  await allSettled(AuthPageGate.close, { scope: left.scope, params: { returnTo: '/history' } });
  await allSettled($tokens, { scope: left.scope, params: signedIn });
  expect(left.navigations).toEqual([]);
});
