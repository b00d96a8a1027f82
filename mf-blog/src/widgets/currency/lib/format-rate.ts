import { formatNumber, nbsp } from '@microloans/shared-contracts/format';

/** Rubles per unit with kopecks, as the Central Bank quotes them: 92.35 → «92,35 ₽», 1234.5 → «1 234,50 ₽». */
export const formatRate = (rubles: number): string => `${formatNumber(rubles, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}${nbsp}₽`;
