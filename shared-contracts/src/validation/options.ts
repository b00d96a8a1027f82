import type { Education } from '@microloans/shared-contracts/api';

export type SelectOption<Value extends string = string> = { label: string; value: Value };

/**
 * SPEC §3 education options. «Высшее» sends HIGHER: one reading of the source sends SECONDARY for
 * it, which SPEC calls an apparent defect; the server (dev-api) accepts HIGHER.
 */
export const educationOptions: readonly SelectOption<Education>[] = [
  { label: 'Начальное', value: 'PRIMARY' },
  { label: 'Неполное среднее', value: 'INCOMPLETE_SECONDARY' },
  { label: 'Среднее', value: 'SECONDARY' },
  { label: 'Неоконченное высшее', value: 'INCOMPLETE_HIGHER' },
  { label: 'Высшее', value: 'HIGHER' },
  { label: 'Учёная степень', value: 'ACADEMIC_DEGREE' },
  { label: 'Другое', value: 'OTHER' },
];

/** SPEC §3: the 17 fields of work, in SPEC's order; the value is the label. */
export const workFieldOptions: readonly SelectOption[] = [
  'Военная служба',
  'Государственная служба',
  'IT и телекоммуникации',
  'Некоммерческие организации и культура',
  'Медицина',
  'Наука',
  'Образование',
  'Охрана и безопасность',
  'Промышленность',
  'Сфера услуг',
  'Строительство',
  'Продажи и торговля',
  'Транспорт',
  'Энергетика',
  'Финансы, банки и страхование',
  'Другое',
  'Туризм',
].map((label) => ({ label, value: label }));
