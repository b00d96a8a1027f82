import { allSettled, fork, type Scope } from 'effector';
import type { LeadDto, LeadRequest, UserProfileDto } from '@microloans/shared-contracts/api';
import { $tokens, $user, loadProfileFx, loyaltySettingsQuery, normalizeProfile } from '@microloans/platform';
import { emptyApplication, type ApplicationFormValues, type ApplicationValues, type StepIndex } from '../../entities/application';
import { $codePhone, leadPhoneCode } from '../../entities/phone-verification';

const { sendFx: sendCodeFx, verifyFx: verifyCodeFx, submitted: codeSubmitted } = leadPhoneCode;
const $codeError = leadPhoneCode.$errors.map((errors) => errors.code);
import {
  $formType,
  $formValues,
  $leadId,
  $loan,
  $ownLoan,
  $needsPassword,
  $resumeNeedsSignIn,
  $sendFailure,
  $speedUpDraft,
  $sourcePage,
  $step,
  $values,
  $violations,
  activateFx,
  backClicked,
  finished,
  leadParamDropped,
  loadLeadFx,
  loadSpeedUpFx,
  persistFx,
  restoreFx,
  saveLeadFx,
  speedUpAccepted,
  stepSubmitted,
  valuesChanged,
  wizardOpened,
  writeStepHintFx,
} from '.';
import { readLoanChoice } from '../../entities/loan-form';
import type { StoredDraft } from './stored-draft';
import type { FormType } from '@microloans/shared-contracts/routes';
import { typedApplication } from '../../entities/application/test-fixtures';

const { contacts, passport, complete } = typedApplication;
const form = (values: ApplicationValues, password = ''): ApplicationFormValues => ({ ...values, password, repeatPassword: password });

const signedInTokens = { token: 'user', refresh_token: 'r', anonym_token: null, anonym_refresh_token: null };
const anonymTokens = { token: null, refresh_token: null, anonym_token: 'anonym', anonym_refresh_token: 'ar' };
const profile = (phone: string, activated = true) =>
  normalizeProfile({ phone, activated, firstName: 'Пётр', lastName: 'Сидоров' } as unknown as UserProfileDto);

const lead = (patch: Partial<LeadDto>): LeadDto =>
  ({ ...Object.fromEntries(Object.keys(emptyApplication).map((key) => [key, null])), id: 7, uuid: 'lead-7', status: 'empty', collected: false, ...patch }) as unknown as LeadDto;

type Setup = {
  draft?: Partial<StoredDraft>;
  signedIn?: boolean;
  user?: ReturnType<typeof profile> | null;
  save?: (params: { leadId: number | null; body: LeadRequest }) => unknown;
  loadLead?: () => Promise<LeadDto>;
  speedUp?: () => Promise<LeadDto | null>;
};

/** The calculator's choice each form type finds (what `readLoanChoice` would read). */
const calculatorChoice = (formType: FormType) =>
  formType === 'credits' ? { amount: 300000, term: 1095, formType } : { amount: 30000, term: 14, formType };

function setup({ draft = {}, signedIn = false, user = null, save, loadLead, speedUp }: Setup = {}) {
  const saves: Array<{ leadId: number | null; body: LeadRequest }> = [];
  const persisted: StoredDraft[] = [];
  const codes: string[] = [];
  const activations: unknown[] = [];
  const hints: Array<string | null> = [];
  const scope = fork({
    values: [
      [$tokens, signedIn ? signedInTokens : anonymTokens],
      [$user, user],
    ],
    handlers: [
      [
        restoreFx,
        ({ formType }: { formType: FormType }) => ({
          draft: { values: emptyApplication, step: 0, leadId: null, ownerPhone: null, loan: null, sourcePage: 'main_confirmation', pdLinkId: null, ...draft },
          loan: calculatorChoice(formType),
          tracking: { utm_source: 'ads' },
        }),
      ],
      [persistFx, (stored: StoredDraft) => void persisted.push(stored)],
      [writeStepHintFx, (hint: string | null) => void hints.push(hint)],
      // No resend lock here: a running countdown keeps the scope busy (phone-verification tests it).
      [sendCodeFx, (phone: string) => (codes.push(phone), Promise.resolve({ sent: true, lockTtl: 0 }))],
      [verifyCodeFx, () => Promise.resolve({ token: 'user', refresh_token: 'r' })],
      [loadProfileFx, () => Promise.resolve({ phone: '79991234567', activated: false } as unknown as UserProfileDto)],
      [loyaltySettingsQuery.__.executeFx, () => Promise.resolve({ isActive: false })],
      [activateFx, (body: unknown) => (activations.push(body), Promise.resolve({ activated: true }))],
      [saveLeadFx, (params: { leadId: number | null; body: LeadRequest }) => (saves.push(params), Promise.resolve(save ? save(params) : { lead: { id: 7, uuid: 'lead-7' } }))],
      [loadLeadFx, loadLead ?? (() => Promise.reject({ kind: 'http', status: 404, message: '', code: 'not_found' }))],
      [loadSpeedUpFx, speedUp ?? (() => Promise.resolve(null))],
    ],
  });
  return { scope, saves, persisted, codes, activations, hints };
}

const open = (scope: Scope, query: { uuid?: string; copy?: string; formType?: FormType } = {}) =>
  allSettled(wizardOpened, { scope, params: { uuid: query.uuid ?? null, copy: query.copy ?? null, formType: query.formType } });

afterEach(() => jest.useRealTimers());

test('a reload restores the stored values, step and lead id', async () => {
  const { scope } = setup({ draft: { values: passport, step: 1, leadId: 7 } });
  await open(scope);
  expect(scope.getState($values)).toEqual(passport);
  expect(scope.getState($step)).toBe(1);
  expect(scope.getState($leadId)).toBe(7);
  // The form is told the restored values: a new object, which it takes in place of what it shows.
  expect(scope.getState($formValues)).toEqual(passport);
});

test('an anonymous visitor confirms the phone by code, then the first submit creates the lead', async () => {
  const { scope, saves, codes } = setup();
  await open(scope);
  await allSettled(stepSubmitted, { scope, params: form(contacts) });
  expect(codes).toEqual(['79991234567']);
  expect(saves).toHaveLength(0);
  expect(scope.getState($codePhone)).toBe('79991234567');

  await allSettled(codeSubmitted, { scope, params: '1234' });
  expect(saves).toHaveLength(1);
  expect(saves[0]!.leadId).toBeNull();
  expect(saves[0]!.body).toMatchObject({
    fio: 'Сидоров Пётр Ильич',
    phone: '79991234567',
    birthday: '1990-03-15',
    amount: 30000,
    term: 14,
    utm_source: 'ads',
    sourcePage: 'main_confirmation',
  });
  expect(saves[0]!.body).not.toHaveProperty('passportData');
  expect(scope.getState($leadId)).toBe(7);
  expect(scope.getState($step)).toBe(1);
  expect(scope.getState($codePhone)).toBeNull();
});

test('a signed-in borrower with their own phone needs no code', async () => {
  const { scope, saves, codes } = setup({ signedIn: true, user: profile('79991234567') });
  await open(scope);
  await allSettled(stepSubmitted, { scope, params: form(contacts) });
  expect(codes).toEqual([]);
  expect(saves).toHaveLength(1);
  expect(scope.getState($step)).toBe(1);
});

test('later submits update the lead; the last one finishes with scenario lead and starts afresh', async () => {
  const { scope, saves } = setup({ signedIn: true, user: profile('79991234567'), draft: { values: complete, step: 2, leadId: 7 } });
  const outcomes: unknown[] = [];
  finished.watch((outcome) => outcomes.push(outcome));
  await open(scope);
  await allSettled(stepSubmitted, { scope, params: form(complete) });
  expect(saves[0]).toMatchObject({ leadId: 7, body: { collected: true, totalIncome: 85000, education: 'HIGHER', passportDate: '2015-05-20' } });
  expect(outcomes).toEqual([{ scenario: 'lead', uuid: 'lead-7' }]);
  expect(scope.getState($leadId)).toBeNull();
  expect(scope.getState($step)).toBe(0);
  expect(scope.getState($values)).toEqual(emptyApplication);
});

test('a duplicate answer sends the borrower to the shop window\'s duplicate scenario and drops the lead id', async () => {
  const { scope } = setup({
    signedIn: true,
    user: profile('79991234567'),
    draft: { values: passport, step: 1, leadId: 7 },
    save: () => ({ lead: null, duplicateUuid: 'dup-1' }),
  });
  const outcomes: unknown[] = [];
  finished.watch((outcome) => outcomes.push(outcome));
  await open(scope);
  await allSettled(stepSubmitted, { scope, params: form(passport) });
  expect(outcomes).toEqual([{ scenario: 'duplicate', uuid: 'dup-1' }]);
  expect(scope.getState($leadId)).toBeNull();
  expect(scope.getState($values).passportData).toBe('4600 111222');
});

test('422 marks the fields and returns to the earliest step asking for one', async () => {
  const rejecting = fork({
    values: [[$tokens, signedInTokens], [$user, profile('79991234567')]],
    handlers: [
      [restoreFx, () => ({ draft: { values: complete, step: 2 as StepIndex, leadId: 7, ownerPhone: '79991234567', loan: null, sourcePage: 'main_confirmation' as const, pdLinkId: null }, loan: { amount: 1000, term: 7, formType: 'loans' as const }, tracking: {} })],
      [persistFx, () => undefined],
      [loadSpeedUpFx, () => Promise.resolve(null)],
      [saveLeadFx, () => Promise.reject({ kind: 'validation', status: 422, message: '', violations: [{ propertyPath: 'passportData', message: 'Неверный формат. Проверьте правильность ввода серии и номера' }] })],
    ],
  });
  await open(rejecting);
  await allSettled(stepSubmitted, { scope: rejecting, params: form(complete) });
  expect(rejecting.getState($step)).toBe(1);
  expect(rejecting.getState($violations)).toEqual([{ propertyPath: 'passportData', message: 'Неверный формат. Проверьте правильность ввода серии и номера' }]);
  expect(rejecting.getState($leadId)).toBe(7);
  expect(rejecting.getState($values)).toEqual(complete);
});

test('a step that cannot leave for want of a connection says so in the form until it is sent again; sent, the words go', async () => {
  const offline = { kind: 'network', status: null, message: 'Нет соединения с интернетом' };
  let answers: Array<() => Promise<unknown>> = [() => Promise.reject(offline), () => Promise.resolve({ lead: { id: 7, uuid: 'lead-7' } })];
  const sending = fork({
    values: [[$tokens, signedInTokens], [$user, profile('79991234567')]],
    handlers: [
      [restoreFx, () => ({ draft: { values: complete, step: 1 as StepIndex, leadId: 7, ownerPhone: '79991234567', loan: null, sourcePage: 'main_confirmation' as const, pdLinkId: null }, loan: { amount: 1000, term: 7, formType: 'loans' as const }, tracking: {} })],
      [persistFx, () => undefined],
      [loadSpeedUpFx, () => Promise.resolve(null)],
      [saveLeadFx, () => {
        const [next, ...rest] = answers;
        answers = rest;
        return next!();
      }],
    ],
  });
  await open(sending);
  await allSettled(stepSubmitted, { scope: sending, params: form(complete) });
  expect(sending.getState($sendFailure)).toEqual({ title: 'Нет соединения с интернетом', detail: 'Проверьте подключение к интернету и попробуйте ещё раз.' });
  expect(sending.getState($step)).toBe(1);
  expect(sending.getState($values)).toEqual(complete);

  await allSettled(stepSubmitted, { scope: sending, params: form(complete) });
  expect(sending.getState($sendFailure)).toBeNull();
  expect(sending.getState($step)).toBe(2);
});

test('resume by uuid: a signed-in borrower lands on the first step with a missing required field', async () => {
  const { scope } = setup({
    signedIn: true,
    user: profile('79991234567'),
    loadLead: () => Promise.resolve(lead({ id: 11, fio: 'Сидоров Пётр', phone: '79991234567', birthday: '1990-03-15', email: 'p@example.ru', privacyAgreement: true, mailingAgreement: true })),
  });
  await open(scope, { uuid: 'lead-11' });
  expect(scope.getState($leadId)).toBe(11);
  expect(scope.getState($step)).toBe(1);
  expect(scope.getState($values).phone).toBe('+7 (999) 123-45-67');
  expect(scope.getState($values).birthday).toBe('15-03-1990');
});

test('resume of a complete lead opens its last step', async () => {
  const { scope } = setup({
    signedIn: true,
    user: profile('79991234567'),
    loadLead: () =>
      Promise.resolve(
        lead({
          id: 12, fio: 'Сидоров Пётр', phone: '79991234567', birthday: '1990-03-15', email: 'p@example.ru', privacyAgreement: true, mailingAgreement: true,
          passportData: '4600 111222', passportDate: '2015-05-20', passportFmsCode: '770-001', passportIssued: 'ОВД', birthPlace: 'Москва', snilsNumber: '12345678901',
          registrationFullAddress: 'г Москва, ул Тверская, д 7', registrationAddress: passport.registrationAddress, education: 'HIGHER', workField: 'Наука', totalIncome: 50000,
        }),
      ),
  });
  await open(scope, { uuid: 'lead-12' });
  expect(scope.getState($step)).toBe(2);
  expect(scope.getState($values).snilsNumber).toBe('123-456-789 01');
});

test('a resumed lead keeps its own amount and term: shown, sent with the next step, kept over a reload', async () => {
  const { scope, saves, persisted } = setup({
    signedIn: true,
    user: profile('79991234567'),
    loadLead: () =>
      Promise.resolve(lead({ id: 11, amount: 20000, term: 10, fio: 'Сидоров Пётр Ильич', phone: '79991234567', birthday: '1990-03-15', email: 'p@example.ru', privacyAgreement: true, mailingAgreement: true })),
  });
  await open(scope, { uuid: 'lead-11' });
  // The calculator says 30 000 / 14 days; the application is for 20 000 / 10 days.
  expect(scope.getState($loan)).toEqual({ amount: 20000, term: 10, formType: 'loans' });
  expect(persisted.at(-1)?.loan).toEqual({ amount: 20000, term: 10, formType: 'loans' });

  await allSettled(stepSubmitted, { scope, params: form(passport) });
  expect(saves).toHaveLength(1);
  expect(saves[0]!.leadId).toBe(11);
  expect(saves[0]!.body).toMatchObject({ amount: 20000, term: 10 });

  const reloaded = setup({ signedIn: true, user: profile('79991234567'), draft: { values: passport, step: 2, leadId: 11, loan: { amount: 20000, term: 10, formType: 'loans' } } });
  await open(reloaded.scope);
  expect(reloaded.scope.getState($loan)).toEqual({ amount: 20000, term: 10, formType: 'loans' });
});

test('a copied lead keeps its amount and term; a new application takes the calculator choice', async () => {
  const copied = setup({ signedIn: true, user: profile('79991234567'), loadLead: () => Promise.resolve(lead({ id: 12, amount: 55000, term: 42 })) });
  await open(copied.scope, { copy: 'lead-12' });
  expect(copied.scope.getState($loan)).toEqual({ amount: 55000, term: 42, formType: 'loans' });

  const fresh = setup();
  await open(fresh.scope);
  expect(fresh.scope.getState($ownLoan)).toBeNull();
  expect(fresh.scope.getState($loan)).toEqual({ amount: 30000, term: 14, formType: 'loans' });
});

test('once the resumed application is sent, the next one is new again: the calculator choice applies', async () => {
  const { scope, saves } = setup({
    signedIn: true,
    user: profile('79991234567'),
    draft: { values: complete, step: 2, leadId: 11, ownerPhone: '79991234567', loan: { amount: 20000, term: 10, formType: 'loans' } },
  });
  await open(scope);
  await allSettled(stepSubmitted, { scope, params: form(complete) });
  expect(saves.at(-1)!.body).toMatchObject({ amount: 20000, term: 10, collected: true });
  expect(scope.getState($ownLoan)).toBeNull();
  expect(scope.getState($loan)).toEqual({ amount: 30000, term: 14, formType: 'loans' });
});

test('an unknown uuid is dropped from the address and the form starts afresh', async () => {
  const { scope } = setup({ signedIn: true, user: profile('79991234567'), draft: { values: contacts, step: 1, leadId: 3 } });
  const dropped = jest.fn();
  leadParamDropped.watch(dropped);
  await open(scope, { uuid: 'nope' });
  expect(dropped).toHaveBeenCalled();
  expect(scope.getState($values)).toEqual(emptyApplication);
  expect(scope.getState($step)).toBe(0);
  expect(scope.getState($leadId)).toBeNull();
});

test('an anonymous visitor cannot resume: no lead is loaded, the page asks to sign in', async () => {
  const loadLead = jest.fn(() => Promise.resolve(lead({})));
  const { scope } = setup({ loadLead, draft: { values: contacts } });
  await open(scope, { uuid: 'lead-11' });
  expect(loadLead).not.toHaveBeenCalled();
  expect(scope.getState($resumeNeedsSignIn)).toBe(true);
  expect(scope.getState($values)).toEqual(contacts);
});

test('copy loads the lead without its id and restarts at step 1', async () => {
  const { scope } = setup({
    signedIn: true,
    user: profile('79991234567'),
    loadLead: () => Promise.resolve(lead({ id: 12, fio: 'Сидоров Пётр', passportData: '4600 111222' })),
  });
  await open(scope, { copy: 'lead-12' });
  expect(scope.getState($leadId)).toBeNull();
  expect(scope.getState($step)).toBe(0);
  expect(scope.getState($values).passportData).toBe('4600 111222');
});

test('a signed-in borrower is offered the speed-up draft and can take it', async () => {
  const { scope } = setup({
    signedIn: true,
    user: profile('79991234567'),
    speedUp: () => Promise.resolve(lead({ id: 4, fio: 'Сидоров Пётр Ильич', phone: '79991234567' })),
  });
  await open(scope);
  expect(scope.getState($speedUpDraft)?.id).toBe(4);
  await allSettled(speedUpAccepted, { scope });
  expect(scope.getState($leadId)).toBe(4);
  expect(scope.getState($values).fio).toBe('Сидоров Пётр Ильич');
  expect(scope.getState($speedUpDraft)).toBeNull();
});

test('a change of the signed-in phone resets to step 1 and clears the lead id', async () => {
  const { scope } = setup({ signedIn: true, user: profile('79991234567'), draft: { values: passport, step: 2, leadId: 7, ownerPhone: '79991234567' } });
  await open(scope);
  await allSettled($user, { scope, params: profile('79990000001') });
  expect(scope.getState($step)).toBe(0);
  expect(scope.getState($leadId)).toBeNull();
  expect(scope.getState($values)).toEqual(passport);
});

test('an account that is not activated sets a password on the flagged step before the lead is saved', async () => {
  const { scope, saves, activations } = setup({ signedIn: true, user: profile('79991234567', false), draft: { values: passport, step: 1, leadId: 7 } });
  await open(scope);
  expect(scope.getState($needsPassword)).toBe(true);
  await allSettled(stepSubmitted, { scope, params: form(passport, 'secret12') });
  expect(activations).toEqual([{ password: 'secret12', repeatPassword: 'secret12' }]);
  expect(saves).toHaveLength(1);
  expect(saves[0]!.body).not.toHaveProperty('password');
  expect(scope.getState($needsPassword)).toBe(false);
  expect(scope.getState($step)).toBe(2);
});

test('Back returns to the previous step', async () => {
  const { scope } = setup({ draft: { step: 2 } });
  await open(scope);
  await allSettled(backClicked, { scope });
  expect(scope.getState($step)).toBe(1);
});

test('typing is saved to storage once, 300 ms after the last change, without the password', async () => {
  jest.useFakeTimers();
  const { scope, persisted } = setup();
  await open(scope);
  persisted.length = 0;
  void allSettled(valuesChanged, { scope, params: form({ ...emptyApplication, fio: 'С' }, 'secret') });
  jest.advanceTimersByTime(100);
  void allSettled(valuesChanged, { scope, params: form({ ...emptyApplication, fio: 'Си' }, 'secret') });
  jest.advanceTimersByTime(299);
  expect(persisted).toHaveLength(0);
  jest.advanceTimersByTime(1);
  await Promise.resolve();
  expect(persisted).toHaveLength(1);
  expect(persisted[0]!.values.fio).toBe('Си');
  expect(persisted[0]!.values).not.toHaveProperty('password');
});

test('the server is told of the draft at the first keystroke, not after the pause: a reload at once draws its step awaiting it', async () => {
  jest.useFakeTimers();
  const { scope, persisted, hints } = setup();
  await open(scope);
  persisted.length = 0;
  void allSettled(valuesChanged, { scope, params: form({ ...emptyApplication, email: 'n' }) });
  expect(hints).toEqual(['0']);
  expect(persisted).toHaveLength(0);
  // More typing changes nothing the server is told; a form cleared again tells it there is none.
  void allSettled(valuesChanged, { scope, params: form({ ...emptyApplication, email: 'ne' }) });
  void allSettled(valuesChanged, { scope, params: form(emptyApplication) });
  expect(hints).toEqual(['0', null]);
});

test('429 on send-code shows «Превышен лимит»; 422 on the phone marks the phone field', async () => {
  const limited = fork({
    values: [[$tokens, anonymTokens]],
    handlers: [
      [restoreFx, () => ({ draft: { values: emptyApplication, step: 0 as StepIndex, leadId: null, ownerPhone: null, loan: null, sourcePage: 'main_confirmation' as const, pdLinkId: null }, loan: { amount: 1000, term: 7, formType: 'loans' as const }, tracking: {} })],
      [persistFx, () => undefined],
      [sendCodeFx, () => Promise.reject({ kind: 'rate-limit', status: 429, message: 'Превышен лимит' })],
    ],
  });
  await open(limited);
  await allSettled(stepSubmitted, { scope: limited, params: form(contacts) });
  expect(limited.getState($codeError)).toBe('Превышен лимит');

  const refused = fork({
    values: [[$tokens, anonymTokens]],
    handlers: [
      [restoreFx, () => ({ draft: { values: emptyApplication, step: 0 as StepIndex, leadId: null, ownerPhone: null, loan: null, sourcePage: 'main_confirmation' as const, pdLinkId: null }, loan: { amount: 1000, term: 7, formType: 'loans' as const }, tracking: {} })],
      [persistFx, () => undefined],
      [sendCodeFx, () => Promise.reject({ kind: 'validation', status: 422, message: '', violations: [{ propertyPath: 'phone', message: 'Некорректный номер телефона' }] })],
    ],
  });
  await open(refused);
  await allSettled(stepSubmitted, { scope: refused, params: form(contacts) });
  expect(refused.getState($violations)).toEqual([{ propertyPath: 'phone', message: 'Некорректный номер телефона' }]);
  expect(refused.getState($codePhone)).toBeNull();
});

test('a wrong code shows «Неправильный код» and saves nothing', async () => {
  const wrong = fork({
    values: [[$tokens, anonymTokens]],
    handlers: [
      [restoreFx, () => ({ draft: { values: emptyApplication, step: 0 as StepIndex, leadId: null, ownerPhone: null, loan: null, sourcePage: 'main_confirmation' as const, pdLinkId: null }, loan: { amount: 1000, term: 7, formType: 'loans' as const }, tracking: {} })],
      [persistFx, () => undefined],
      [sendCodeFx, () => Promise.resolve({ sent: true, lockTtl: 0 })],
      [verifyCodeFx, () => Promise.reject({ kind: 'validation', status: 422, message: '', violations: [{ propertyPath: 'code', message: 'Неправильный код' }] })],
      [saveLeadFx, () => Promise.reject(new Error('must not be called'))],
    ],
  });
  await open(wrong);
  await allSettled(stepSubmitted, { scope: wrong, params: form(contacts) });
  await allSettled(codeSubmitted, { scope: wrong, params: '0000' });
  expect(wrong.getState($codeError)).toBe('Неправильный код');
  expect(wrong.getState($codePhone)).toBe('79991234567');
  expect(wrong.getState($step)).toBe(0);
});

test('a draft kept for another phone restarts at step 1 without its lead, even when the profile came first', async () => {
  const { scope } = setup({ signedIn: true, user: profile('79990000002'), draft: { values: passport, step: 2, leadId: 7, ownerPhone: '79991234567' } });
  await open(scope);
  expect(scope.getState($step)).toBe(0);
  expect(scope.getState($leadId)).toBeNull();
  expect(scope.getState($values)).toEqual(passport);
});

test('a draft of the same signed-in phone is kept as it was', async () => {
  const { scope } = setup({ signedIn: true, user: profile('79991234567'), draft: { values: passport, step: 2, leadId: 7, ownerPhone: '79991234567' } });
  await open(scope);
  expect(scope.getState($step)).toBe(2);
  expect(scope.getState($leadId)).toBe(7);
});

test('the credit form: the calculator\'s credit choice, sent with its form type', async () => {
  const { scope, saves } = setup({ signedIn: true, user: profile('79991234567') });
  await open(scope, { formType: 'credits' });
  expect(scope.getState($formType)).toBe('credits');
  expect(scope.getState($loan)).toEqual({ amount: 300000, term: 1095, formType: 'credits' });
  await allSettled(stepSubmitted, { scope, params: form(contacts) });
  expect(saves[0]!.body).toMatchObject({ amount: 300000, term: 1095, sectionSlug: 'credits', sourcePage: 'main_confirmation', scenario: 'lead' });
});

test('a resumed credit lead stays a credit whatever the query says', async () => {
  const { scope } = setup({
    signedIn: true,
    user: profile('79991234567'),
    loadLead: () => Promise.resolve(lead({ id: 11, amount: 500000, term: 1825, sectionSlug: 'credits', fio: 'Сидоров Пётр Ильич', phone: '79991234567' })),
  });
  await open(scope, { uuid: 'lead-11', formType: 'loans' });
  expect(scope.getState($formType)).toBe('credits');
  expect(scope.getState($loan)).toEqual({ amount: 500000, term: 1825, formType: 'credits' });
});

describe('a PD link', () => {
  const link = {
    id: 'pdl-demo',
    lead: { amount: 15000, term: 14, fio: 'Сидоров Алексей Петрович', phone: '79990000003', email: 'sidorov@example.ru', birthday: '1985-07-21', sourcePage: 'pd_link' as const },
  };
  const openLink = (scope: Scope) => allSettled(wizardOpened, { scope, params: { uuid: null, copy: null, formType: 'loans', pdLink: link } });

  test('opens a new application pre-filled from the link, for the link\'s amount and term, without offering a draft', async () => {
    const speedUp = jest.fn(() => Promise.resolve(lead({ id: 4 })));
    const { scope, persisted } = setup({ signedIn: true, user: profile('79991234567'), speedUp, draft: { values: passport, step: 1, leadId: 3 } });
    await openLink(scope);
    expect(scope.getState($values)).toEqual({ ...emptyApplication, fio: 'Сидоров Алексей Петрович', phone: '+7 (999) 000-00-03', email: 'sidorov@example.ru', birthday: '21-07-1985' });
    expect(scope.getState($step)).toBe(0);
    expect(scope.getState($leadId)).toBeNull();
    expect(scope.getState($loan)).toEqual({ amount: 15000, term: 14, formType: 'loans' });
    expect(scope.getState($sourcePage)).toBe('pd_link');
    expect(speedUp).not.toHaveBeenCalled();
    expect(persisted.at(-1)).toMatchObject({ pdLinkId: 'pdl-demo', sourcePage: 'pd_link', loan: { amount: 15000, term: 14 } });
  });

  test('a reload of the same link keeps what was typed; the lead goes as pd_link and ends in pdl_lead', async () => {
    const draft = { values: complete, step: 2 as StepIndex, leadId: 9, ownerPhone: '79991234567', loan: { amount: 15000, term: 14, formType: 'loans' as const }, sourcePage: 'pd_link' as const, pdLinkId: 'pdl-demo' };
    const { scope, saves } = setup({ signedIn: true, user: profile('79991234567'), draft, save: () => ({ lead: { id: 9, uuid: 'lead-9' } }) });
    const outcomes: unknown[] = [];
    const unwatch = finished.watch((outcome) => outcomes.push(outcome));
    await openLink(scope);
    expect(scope.getState($values)).toEqual(complete);
    expect(scope.getState($step)).toBe(2);
    await allSettled(stepSubmitted, { scope, params: form(complete) });
    unwatch();
    expect(saves[0]).toMatchObject({ leadId: 9, body: { sourcePage: 'pd_link', scenario: 'pdl_lead', amount: 15000, term: 14, collected: true } });
    expect(outcomes).toEqual([{ scenario: 'pdl_lead', uuid: 'lead-9' }]);
    expect(scope.getState($sourcePage)).toBe('main_confirmation');
  });

  test("the site's form opened after a link starts afresh: none of the link's data, amount or source", async () => {
    const draft = { values: complete, step: 1 as StepIndex, leadId: 9, ownerPhone: null, loan: { amount: 15000, term: 14, formType: 'loans' as const }, sourcePage: 'pd_link' as const, pdLinkId: 'pdl-demo' };
    const { scope, saves, persisted } = setup({ draft, save: () => ({ lead: { id: 12, uuid: 'lead-12' } }) });
    await open(scope, { formType: 'loans' });
    expect(scope.getState($values)).toEqual(emptyApplication);
    expect(scope.getState($step)).toBe(0);
    expect(scope.getState($leadId)).toBeNull();
    expect(scope.getState($sourcePage)).toBe('main_confirmation');
    expect(scope.getState($loan)).toEqual(calculatorChoice('loans'));
    expect(persisted.at(-1)).toMatchObject({ pdLinkId: null, sourcePage: 'main_confirmation', loan: null, leadId: null });
    await allSettled(stepSubmitted, { scope, params: form(complete) });
    expect(saves.every(({ body }) => body.sourcePage !== 'pd_link')).toBe(true);
  });

  test('a repeated passport ends in pdl_duplicate', async () => {
    const draft = { values: passport, step: 1 as StepIndex, leadId: 9, ownerPhone: '79991234567', loan: { amount: 15000, term: 14, formType: 'loans' as const }, sourcePage: 'pd_link' as const, pdLinkId: 'pdl-demo' };
    const { scope } = setup({ signedIn: true, user: profile('79991234567'), draft, save: () => ({ lead: null, duplicateUuid: 'dup-1' }) });
    const outcomes: unknown[] = [];
    const unwatch = finished.watch((outcome) => outcomes.push(outcome));
    await openLink(scope);
    await allSettled(stepSubmitted, { scope, params: form(passport) });
    unwatch();
    expect(outcomes).toEqual([{ scenario: 'pdl_duplicate', uuid: 'dup-1' }]);
  });
});

test('a choice the address carried (the calculator sent as a plain form) is the application’s and is kept as the calculator’s own', async () => {
  localStorage.clear();
  const scope = fork();
  const chosen = { amount: 45000, term: 14, formType: 'loans' as const };
  await allSettled(wizardOpened, { scope, params: { uuid: null, copy: null, formType: 'loans', chosen } });
  expect(scope.getState($loan)).toEqual(chosen);
  expect(readLoanChoice('loans')).toEqual(chosen);
});
