import { allSettled, fork } from 'effector';
import { $user, loyaltySettingsQuery, normalizeProfile, registerToastRenderer, type ApiError, type Toast, type UserProfileAnswerDto } from '@microloans/platform';
import { userApi } from '../../entities/user';
import { toFormValues, toSaveInput, type ProfileFormValues } from './form-values';
import { $saveFailure, $saving, $violations, invalidSubmitted, saveProfileFx, saveSubmitted } from './model';

const answer = (patch: Partial<UserProfileAnswerDto> = {}): UserProfileAnswerDto => ({
  id: 7,
  email: 'ivan@example.ru',
  emailVerified: true,
  phone: '79990000001',
  firstName: 'Иван',
  lastName: 'Петров',
  middleName: null,
  createdAt: '2024-08-20T09:00:00.000Z',
  updatedAt: '2024-11-01T09:00:00.000Z',
  activated: true,
  passportData: null,
  passportDate: null,
  passportIssued: null,
  passportFmsCode: null,
  snilsNumber: null,
  inn: null,
  driversLicenseNumber: null,
  driversLicenseSeries: null,
  clientUuid: null,
  userIdentifier: null,
  birthPlace: null,
  birthday: null,
  gender: null,
  registrationAddress: null,
  actualAddress: null,
  registrationFullAddress: null,
  actualFullAddress: null,
  workField: null,
  companyName: null,
  totalIncome: null,
  jobTitle: null,
  workPhone: null,
  education: null,
  privacyAgreement: null,
  mailingAgreement: null,
  jobs: [],
  educations: [],
  ...patch,
});

const formValues = (patch: Partial<ProfileFormValues> = {}): ProfileFormValues => ({ ...toFormValues(normalizeProfile(answer())), ...patch });

// A loaded profile makes the session ask for the loyalty settings: answered here, not by the network.
const noLoyalty = () => Promise.resolve({ isActive: false });

const refused = (propertyPath: string, message: string): ApiError => ({
  kind: 'validation',
  status: 422,
  violations: [{ propertyPath, message }],
  message: 'Validation Failed',
});

let toasts: Toast[] = [];
let unregisterToasts: () => void = () => undefined;
beforeEach(() => {
  toasts = [];
  unregisterToasts = registerToastRenderer((toast) => toasts.push(toast));
});
afterEach(() => {
  unregisterToasts();
  jest.restoreAllMocks();
});

test('a save sends the form as the profile save input; the answer becomes the session profile, normalised', async () => {
  const saved = answer({ lastName: 'Сидоров', middleName: 'Сергеевич', gender: null, mailingAgreement: null, workPhone: '74951234567' });
  const saveProfile = jest.spyOn(userApi, 'saveProfile').mockResolvedValue(saved);
  const scope = fork({ handlers: [[loyaltySettingsQuery.__.executeFx, noLoyalty]] });
  const values = formValues({ lastName: 'Сидоров', middleName: 'Сергеевич', workPhone: '+7 (495) 123-4567', jobTitle: '  ' });

  await allSettled(saveSubmitted, { scope, params: values });

  expect(saveProfile).toHaveBeenCalledTimes(1);
  expect(saveProfile).toHaveBeenCalledWith(toSaveInput(values));
  expect(saveProfile.mock.calls[0]?.[0]).toMatchObject({ lastName: 'Сидоров', workPhone: '74951234567', jobTitle: null });
  // The header reads the session: the new name is there without a reload, with SPEC §3 defaults.
  expect(scope.getState($user)).toEqual(normalizeProfile(saved));
  expect(scope.getState($user)).toMatchObject({ fio: 'Сидоров Иван Сергеевич', gender: 'male', mailingAgreement: true });
  expect(toasts).toEqual([{ kind: 'success', summary: 'Профиль успешно обновлен!', detail: undefined }]);
  expect(scope.getState($violations)).toEqual([]);
});

test('a save the server refuses (422) marks its violations and says «Проверьте правильность заполнения»', async () => {
  const before = normalizeProfile(answer());
  const scope = fork({ values: [[$user, before]], handlers: [[saveProfileFx, () => Promise.reject(refused('inn', 'Неверный ИНН'))]] });

  await allSettled(saveSubmitted, { scope, params: formValues({ inn: '123' }) });

  expect(scope.getState($violations)).toEqual([{ propertyPath: 'inn', message: 'Неверный ИНН' }]);
  // Nothing was saved: the session keeps the profile it had.
  expect(scope.getState($user)).toBe(before);
  expect(toasts.map(({ kind, summary }) => ({ kind, summary }))).toEqual([{ kind: 'error', summary: 'Проверьте правильность заполнения' }]);
});

test('a save that fails otherwise (5xx) marks nothing and says the same', async () => {
  const failure: ApiError = { kind: 'server', status: 500, message: 'Упс, что-то пошло не так...' };
  const scope = fork({ handlers: [[saveProfileFx, () => Promise.reject(failure)]] });

  await allSettled(saveSubmitted, { scope, params: formValues() });

  expect(scope.getState($violations)).toEqual([]);
  expect(toasts.map(({ kind, summary }) => ({ kind, summary }))).toEqual([{ kind: 'error', summary: 'Проверьте правильность заполнения' }]);
});

test('a save that got no answer marks nothing and says the connection is missing, not that the form is wrong', async () => {
  const failure: ApiError = { kind: 'network', status: null, message: 'Нет соединения с интернетом' };
  const scope = fork({ handlers: [[saveProfileFx, () => Promise.reject(failure)]] });

  await allSettled(saveSubmitted, { scope, params: formValues() });

  expect(scope.getState($violations)).toEqual([]);
  expect(toasts.map(({ kind, summary, detail }) => ({ kind, summary, detail }))).toEqual([
    { kind: 'error', summary: 'Нет соединения с интернетом', detail: 'Проверьте подключение к интернету и попробуйте ещё раз.' },
  ]);
  // The form says it too, and keeps saying it after the toast is gone, until the next save.
  expect(scope.getState($saveFailure)).toEqual({ title: 'Нет соединения с интернетом', detail: 'Проверьте подключение к интернету и попробуйте ещё раз.' });
});

test('the words of a save that got no answer go as the borrower saves again; a refusal is not a lost connection', async () => {
  const offline: ApiError = { kind: 'network', status: null, message: 'Нет соединения с интернетом' };
  const answers = [() => Promise.reject(offline), () => Promise.reject(refused('inn', 'Неверный ИНН')), () => Promise.resolve(answer())];
  const scope = fork({ handlers: [[loyaltySettingsQuery.__.executeFx, noLoyalty], [saveProfileFx, () => answers.shift()?.()]] });

  await allSettled(saveSubmitted, { scope, params: formValues() });
  expect(scope.getState($saveFailure)).not.toBeNull();
  await allSettled(saveSubmitted, { scope, params: formValues({ inn: '123' }) });
  expect(scope.getState($saveFailure)).toBeNull();
  await allSettled(saveSubmitted, { scope, params: formValues() });
  expect(scope.getState($saveFailure)).toBeNull();
});

test('a form that does not pass its rules sends nothing and says «Проверьте правильность заполнения»', async () => {
  const save = jest.fn(() => Promise.resolve(answer()));
  const scope = fork({ handlers: [[saveProfileFx, save]] });

  await allSettled(invalidSubmitted, { scope });

  expect(save).not.toHaveBeenCalled();
  expect(toasts.map(({ kind, summary }) => ({ kind, summary }))).toEqual([{ kind: 'error', summary: 'Проверьте правильность заполнения' }]);
});

test('a new save clears the previous violations at once, and the form shows it is saving', async () => {
  let finishSave: (profile: UserProfileAnswerDto) => void = () => undefined;
  const answers = [
    () => Promise.reject(refused('lastName', 'Фамилия слишком длинная')),
    () => new Promise<UserProfileAnswerDto>((resolve) => (finishSave = resolve)),
  ];
  const scope = fork({ handlers: [[loyaltySettingsQuery.__.executeFx, noLoyalty], [saveProfileFx, () => answers.shift()?.()]] });

  await allSettled(saveSubmitted, { scope, params: formValues({ lastName: 'Щ'.repeat(300) }) });
  expect(scope.getState($violations)).toEqual([{ propertyPath: 'lastName', message: 'Фамилия слишком длинная' }]);
  expect(scope.getState($saving)).toBe(false);

  const second = allSettled(saveSubmitted, { scope, params: formValues({ lastName: 'Сидоров' }) });
  expect(scope.getState($violations)).toEqual([]);
  expect(scope.getState($saving)).toBe(true);

  finishSave(answer({ lastName: 'Сидоров' }));
  await second;
  expect(scope.getState($saving)).toBe(false);
  expect(scope.getState($violations)).toEqual([]);
  expect(scope.getState($user)?.lastName).toBe('Сидоров');
  expect(toasts.map((toast) => toast.summary)).toEqual(['Проверьте правильность заполнения', 'Профиль успешно обновлен!']);
});
