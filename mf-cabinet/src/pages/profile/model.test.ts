import { allSettled, fork, type EventCallable } from 'effector';
import { $appError } from '@microloans/platform';
import { ProfilePageGate } from './model';

/** What `useGate` calls when the page's props change (effector-react has it on every gate; its types leave it out). */
const propsChanged = (ProfilePageGate as unknown as { set: EventCallable<{ section: string | undefined }> }).set;

test('a profile section the profile has, or none, is its page; any other is the 404 screen, also when reached from the page', async () => {
  const scope = fork();
  await allSettled(ProfilePageGate.open, { scope, params: { section: undefined } });
  await allSettled(propsChanged, { scope, params: { section: 'Contacts' } });
  expect(scope.getState($appError)).toBeNull();
  await allSettled(propsChanged, { scope, params: { section: 'Nope' } });
  expect(scope.getState($appError)).toEqual({ status: 404 });
});

test('a closed page raises nothing', async () => {
  const scope = fork();
  await allSettled(propsChanged, { scope, params: { section: 'Nope' } });
  expect(scope.getState($appError)).toBeNull();
});
