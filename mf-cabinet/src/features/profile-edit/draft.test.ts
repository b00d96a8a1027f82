import { allSettled, createEvent, fork, sample } from 'effector';
import { loyaltySettingsQuery, normalizeProfile, saveAnonymTokens, signedOut, type UserProfileAnswerDto, type UserProfileDto } from '@microloans/platform';
import { tabStorageKeys } from '../../shared/lib/tab-storage';
import { $draft, draftDiscarded, draftValuesFor, profileEdited } from './draft';
import { toFormValues } from './form-values';
import { saveProfileFx } from './model';

const user = normalizeProfile({
  phone: '79990000001',
  updatedAt: '2024-11-01T09:00:00.000Z',
  lastName: 'Петров',
  firstName: 'Иван',
  jobTitle: 'Инженер',
  registrationAddress: { city: 'г Москва', street: 'ул Тверская', houseNumber: '7', flatNumber: null, region: 'г Москва' },
} as unknown as UserProfileDto);
const edited = { ...toFormValues(user), jobTitle: 'Тестировщик' };
/** A save the server takes. */
const saveSubmittedOk = createEvent();
sample({ clock: saveSubmittedOk, fn: () => edited, target: saveProfileFx });
const kept = () => JSON.parse(sessionStorage.getItem(tabStorageKeys.profileDraft) ?? 'null') as unknown;

beforeEach(() => {
  sessionStorage.clear();
  // The anonymous pair at hand: a sign-out asks the server for no new one.
  saveAnonymTokens({ token: 'anonym', refresh_token: 'anonym-refresh' });
});

test('a change is kept for the tab with the version it was made over; the same values as saved keep nothing', async () => {
  const scope = fork();
  await allSettled(profileEdited, { scope, params: { user, values: edited } });
  expect(kept()).toEqual({ phone: user.phone, updatedAt: user.updatedAt, values: edited });

  await allSettled(profileEdited, { scope, params: { user, values: toFormValues(user) } });
  expect(kept()).toBeNull();
});

test.each([
  ['a save', { clock: saveSubmittedOk }],
  ['going back to the saved values', { clock: draftDiscarded }],
  ['a sign-out', { clock: signedOut }],
])('%s forgets the draft', async (_, { clock }) => {
  const scope = fork({
    handlers: [
      [saveProfileFx, () => Promise.resolve({} as UserProfileAnswerDto)],
      // A saved profile is the session's, which asks for the loyalty settings.
      [loyaltySettingsQuery.__.executeFx, () => Promise.resolve({ isActive: false })],
    ],
  });
  await allSettled(profileEdited, { scope, params: { user, values: edited } });
  expect(kept()).not.toBeNull();

  await allSettled(clock, { scope });

  expect(scope.getState($draft)).toBeNull();
  expect(kept()).toBeNull();
});

test('a draft comes back only over the same version of the same borrower, with every field of its kind', () => {
  const draft = { phone: user.phone, updatedAt: user.updatedAt, values: edited };
  expect(draftValuesFor(draft, user)).toEqual(edited);
  expect(draftValuesFor({ ...draft, phone: '79990000002' }, user)).toBeNull();
  expect(draftValuesFor({ ...draft, updatedAt: '2025-01-01T00:00:00.000Z' }, user)).toBeNull();
  expect(draftValuesFor({ ...draft, values: { ...edited, jobTitle: 42 } as never }, user)).toBeNull();
  expect(draftValuesFor({ ...draft, values: { ...edited, registrationAddress: null } }, user)).toEqual({ ...edited, registrationAddress: null });
  expect(draftValuesFor(null, user)).toBeNull();
});
