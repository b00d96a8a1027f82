import { allSettled, fork } from 'effector';
import { $currentRoute, navigateFx, type NavigationRequest } from '@microloans/platform';
import { finished, leadParamDropped, restoreFx, wizardOpened } from './index';

function pageScope(route: string) {
  const navigations: NavigationRequest[] = [];
  const scope = fork({
    values: [[$currentRoute, route]],
    handlers: [
      [navigateFx, (request: NavigationRequest) => void navigations.push(request)],
      [restoreFx, () => null],
    ],
  });
  return { scope, navigations };
}

test('an application that ended goes on to its shop window, as a new entry of the history', async () => {
  const { scope, navigations } = pageScope('/confirmation');
  await allSettled(finished, { scope, params: { scenario: 'lead', uuid: 'u-1' } });
  expect(navigations).toEqual([{ to: '/shopwindow?scenario=lead&uuid=u-1' }]);
});

test('an unknown lead’s uuid and copy leave the address in place; the rest of it stays', async () => {
  const { scope, navigations } = pageScope('/confirmation?type=loans&uuid=u-1&copy=1');
  await allSettled(leadParamDropped, { scope });
  expect(navigations).toEqual([{ to: '/confirmation?type=loans', replace: true }]);
});

test('the calculator’s choice leaves the address once the wizard took it; an address without one is left alone', async () => {
  const chosen = pageScope('/confirmation?amount=15000&termPosition=3&type=loans');
  await allSettled(wizardOpened, { scope: chosen.scope, params: { uuid: null, copy: null } });
  expect(chosen.navigations).toEqual([{ to: '/confirmation?type=loans', replace: true }]);

  const plain = pageScope('/confirmation?type=loans');
  await allSettled(wizardOpened, { scope: plain.scope, params: { uuid: null, copy: null } });
  expect(plain.navigations).toEqual([]);
});
