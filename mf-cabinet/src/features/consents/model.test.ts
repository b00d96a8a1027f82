import { allSettled, fork } from 'effector';
import { $user, loyaltySettingsQuery, normalizeProfile, registerToastRenderer, type ApiError, type Toast, type UserProfileAnswerDto } from '@microloans/platform';
import { userApi } from '../../entities/user';
import { $savingMailing, mailingSwitched, saveMailingFx } from './model';

const answer = (mailingAgreement: boolean | null): UserProfileAnswerDto =>
  ({ id: 7, phone: '79990000001', firstName: 'Иван', lastName: 'Петров', middleName: null, privacyAgreement: true, mailingAgreement }) as unknown as UserProfileAnswerDto;

// A loaded profile makes the session ask for the loyalty settings: answered here, not by the network.
const noLoyalty = () => Promise.resolve({ isActive: false });

let toasts: Toast[] = [];
let unregisterToasts: () => void = () => undefined;
const shown = () => toasts.map(({ kind, summary }) => ({ kind, summary }));
beforeEach(() => {
  toasts = [];
  unregisterToasts = registerToastRenderer((toast) => toasts.push(toast));
});
afterEach(() => {
  unregisterToasts();
  jest.restoreAllMocks();
});

test('switching the mailing consent sends that one field and nothing else of the profile', async () => {
  const saveProfile = jest.spyOn(userApi, 'saveProfile').mockResolvedValue(answer(false));
  const scope = fork({ handlers: [[loyaltySettingsQuery.__.executeFx, noLoyalty]] });

  await allSettled(mailingSwitched, { scope, params: false });

  expect(saveProfile).toHaveBeenCalledTimes(1);
  expect(saveProfile).toHaveBeenCalledWith({ mailingAgreement: false });
});

test.each([
  [true, 'Согласие на рассылку дано'],
  [false, 'Согласие на рассылку отозвано'],
])('switched to %s: the saved profile becomes the session one and the toast says «%s»', async (mailing, text) => {
  const save = jest.fn((mailingAgreement: boolean) => Promise.resolve(answer(mailingAgreement)));
  const scope = fork({ values: [[$user, normalizeProfile(answer(!mailing))]], handlers: [[loyaltySettingsQuery.__.executeFx, noLoyalty], [saveMailingFx, save]] });

  await allSettled(mailingSwitched, { scope, params: mailing });

  expect(save).toHaveBeenCalledWith(mailing);
  expect(scope.getState($user)?.mailingAgreement).toBe(mailing);
  expect(scope.getState($user)?.fio).toBe('Петров Иван');
  expect(shown()).toEqual([{ kind: 'success', summary: text }]);
});

test('a failed save keeps the consent as it was and says «Проверьте правильность заполнения»', async () => {
  const before = normalizeProfile(answer(true));
  const failure: ApiError = { kind: 'server', status: 502, message: 'Упс, что-то пошло не так...' };
  const scope = fork({ values: [[$user, before]], handlers: [[saveMailingFx, () => Promise.reject(failure)]] });

  await allSettled(mailingSwitched, { scope, params: false });

  expect(scope.getState($user)).toBe(before);
  expect(shown()).toEqual([{ kind: 'error', summary: 'Проверьте правильность заполнения' }]);
});

test('the switch shows the save in flight', async () => {
  let finish: () => void = () => undefined;
  const scope = fork({
    handlers: [[loyaltySettingsQuery.__.executeFx, noLoyalty], [saveMailingFx, () => new Promise<UserProfileAnswerDto>((resolve) => (finish = () => resolve(answer(true))))]],
  });

  const saving = allSettled(mailingSwitched, { scope, params: true });
  expect(scope.getState($savingMailing)).toBe(true);
  finish();
  await saving;
  expect(scope.getState($savingMailing)).toBe(false);
});
