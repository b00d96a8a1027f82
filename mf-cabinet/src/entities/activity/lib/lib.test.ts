import type { ActivityDto } from '@microloans/shared-contracts/api';
import { activityActions, copyApplicationLink, resumeApplicationLink } from './actions';
import { activityLoan } from './describe';
import { isLeadStatus, leadStatuses } from './statuses';

const uuid = '0b6a1f7e-0004-4a10-8000-000000000004';
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

const activity = (overrides: Partial<ActivityDto>): ActivityDto => ({
  id: 'lead-4',
  type: 'lead',
  title: 'Заявка',
  leadId: 4,
  uuid,
  amount: 20000,
  term: 10,
  status: 'empty',
  collected: false,
  createdAt: '2024-12-02T10:00:00.000Z',
  updatedAt: '2024-12-02T10:00:00.000Z',
  ...overrides,
});

test('the application links: resume by uuid, copy by copy, both with type=loans', () => {
  expect(resumeApplicationLink(uuid)).toBe(`/confirmation?type=loans&uuid=${uuid}`);
  expect(copyApplicationLink(uuid)).toBe(`/confirmation?type=loans&copy=${uuid}`);
  expect(resumeApplicationLink('a&b=c')).toBe('/confirmation?type=loans&uuid=a%26b%3Dc');
});

test('an unfinished application is continued; a finished one has its offers and a copy', () => {
  expect(activityActions(activity({}))).toEqual([
    { kind: 'continue', label: 'Продолжить заявку', to: `/confirmation?type=loans&uuid=${uuid}` },
  ]);
  for (const status of ['approved', 'rejected', 'pending'] as const) {
    expect(activityActions(activity({ status, collected: true }))).toEqual([
      { kind: 'offers', label: 'Смотреть предложения', to: `/shopwindow?scenario=lead&uuid=${uuid}` },
      { kind: 'copy', label: 'Подать похожую заявку', to: `/confirmation?type=loans&copy=${uuid}` },
    ]);
  }
});

test('amount and term as the calculator words them; what is missing is said', () => {
  expect(plain(activityLoan({ amount: 15000, term: 14 }))).toBe('15 000 ₽ на 14 дней');
  expect(plain(activityLoan({ amount: 30000, term: 42 }))).toBe('30 000 ₽ на 6 недель');
  expect(plain(activityLoan({ amount: 5000, term: 45 }))).toBe('5 000 ₽ на 45 дней');
  expect(plain(activityLoan({ amount: null, term: 7 }))).toBe('Сумма не указана, срок 7 дней');
  expect(plain(activityLoan({ amount: 1000, term: null }))).toBe('1 000 ₽, срок не указан');
  expect(activityLoan({ amount: null, term: null })).toBe('Сумма и срок не указаны');
});

test('a credit application reads its term in years, as its calculator does', () => {
  expect(plain(activityLoan({ amount: 200000, term: 730, formType: 'credits' }))).toBe('200 000 ₽ на 2 года');
  expect(plain(activityLoan({ amount: 5000000, term: 2555, formType: 'credits' }))).toBe('5 000 000 ₽ на 7 лет');
  expect(plain(activityLoan({ amount: 30000, term: 42, formType: 'loans' }))).toBe('30 000 ₽ на 6 недель');
});

test('every lead status has its words and tone', () => {
  expect(Object.fromEntries(Object.entries(leadStatuses).map(([status, words]) => [status, [words.title, words.tone]]))).toEqual({
    approved: ['Одобрена', 'success'],
    pending: ['На рассмотрении', 'info'],
    rejected: ['Отклонена', 'danger'],
    empty: ['Не заполнена', 'neutral'],
  });
  expect(isLeadStatus('approved')).toBe(true);
  expect(isLeadStatus('deleted')).toBe(false);
  expect(isLeadStatus(null)).toBe(false);
});
