import { nbsp, nonBreaking } from 'shared-contracts/format';

const rateFormat = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Rubles per unit with kopecks, as the Central Bank quotes them: 92.35 → «92,35 ₽», 1234.5 → «1 234,50 ₽». */
export const formatRate = (rubles: number): string => `${nonBreaking(rateFormat.format(rubles))}${nbsp}₽`;
