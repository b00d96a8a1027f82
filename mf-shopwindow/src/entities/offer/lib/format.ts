import type { RangeDto } from '@microloans/shared-contracts/api';
import { formatCount, formatInteger, formatNumber, formatRubles, nbsp, plural, type WordForms } from '@microloans/shared-contracts/format';

/**
 * Russian formatting of the offer cards (on shared-contracts/format). Every space inside a value
 * is non-breaking, also after «от» / «до», which Russian typography keeps with the next word.
 */
const dayForms: WordForms = ['день', 'дня', 'дней'];
/** After «до» the noun is genitive: до 21 дня, до 2 дней, до 30 дней. */
const dayGenitiveForms: WordForms = ['дня', 'дней', 'дней'];

/** 0.75 → «0,75». */
export const formatDecimal = (value: number): string => formatNumber(value, { maximumFractionDigits: 2 });

/** {1000, 30000} → «от 1 000 до 30 000 ₽»; equal ends → «30 000 ₽». */
export function formatAmountRange({ min, max }: RangeDto): string {
  if (min === max) return formatRubles(max);
  return `от${nbsp}${formatInteger(min)} до${nbsp}${formatRubles(max)}`;
}

/** 1 → «1 день», 3 → «3 дня», 7 → «7 дней». */
export const formatDays = (days: number): string => formatCount(days, dayForms);

/** {5, 30} → «от 5 до 30 дней», {1, 21} → «от 1 до 21 дня»; equal ends → «7 дней». */
export function formatTermRange({ min, max }: RangeDto): string {
  if (min === max) return formatDays(max);
  return `от${nbsp}${formatInteger(min)} до${nbsp}${formatInteger(max)}${nbsp}${plural(max, dayGenitiveForms)}`;
}

/** 0.8 → «0,8 % в день». */
export const formatDailyRate = (rate: number): string => `${formatDecimal(rate)}${nbsp}% в${nbsp}день`;

/** 92 → «92 %», clamped to 0..100. */
export const formatProbability = (percent: number): string =>
  `${formatInteger(Math.min(100, Math.max(0, Math.round(percent))))}${nbsp}%`;

/** «№ 1903045009101 от 12.03.2019» → «Лицензия ЦБ РФ № 1903045009101 от 12.03.2019». */
export const formatLicense = (license: string): string => `Лицензия ЦБ${nbsp}РФ ${license}`;
