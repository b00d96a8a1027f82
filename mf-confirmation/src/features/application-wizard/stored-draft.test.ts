import { emptyApplication } from '../../entities/application';
import { writeStoredDraft, type StoredDraft } from './stored-draft';

const draft = (patch: Partial<StoredDraft> = {}): StoredDraft => ({
  values: emptyApplication,
  step: 0,
  leadId: null,
  ownerPhone: null,
  loan: null,
  sourcePage: 'main_confirmation',
  pdLinkId: null,
  ...patch,
});

const stepHint = () => /(?:^|;\s*)application_step=([^;]*)/.exec(document.cookie)?.[1] ?? null;

beforeEach(() => {
  document.cookie = 'application_step=; max-age=0; path=/';
  localStorage.clear();
});

test('a first step with nothing typed tells the server nothing: the page stays every visitor’s', () => {
  writeStoredDraft(draft());
  expect(stepHint()).toBeNull();
});

test('anything typed, on any step, tells the server the step (never what was typed): it draws the fields awaiting the draft', () => {
  writeStoredDraft(draft({ values: { ...emptyApplication, email: 'new@example.ru' } }));
  expect(stepHint()).toBe('0');
  expect(document.cookie).not.toContain('example');
  writeStoredDraft(draft({ step: 2, values: { ...emptyApplication, fio: 'Сидоров Пётр Ильич' } }));
  expect(stepHint()).toBe('2');
  writeStoredDraft(draft());
  expect(stepHint()).toBeNull();
});
