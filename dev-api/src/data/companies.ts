export type Company = { id: number; slug: string; name: string; logoUrl: null; license: string };

export const COMPANIES: readonly Company[] = [
  { id: 1, slug: 'zaim-ekspress', name: 'МКК «Займ Экспресс»', logoUrl: null, license: '№ 1903045009101 от 12.03.2019' },
  { id: 2, slug: 'dengi-srazu', name: 'МФК «Деньги Сразу»', logoUrl: null, license: '№ 1704150008412 от 20.04.2017' },
  { id: 3, slug: 'legkiy-zaim', name: 'МКК «Лёгкий Займ»', logoUrl: null, license: '№ 2110177000321 от 08.10.2021' },
  { id: 4, slug: 'kreditny-dvor', name: 'МКК «Кредитный Двор»', logoUrl: null, license: '№ 1803550008876 от 15.05.2018' },
  { id: 5, slug: 'finansovy-veter', name: 'МФК «Финансовый Ветер»', logoUrl: null, license: '№ 1605045007311 от 01.06.2016' },
  { id: 6, slug: 'karmanny-bank', name: 'МКК «Карманный Банк»', logoUrl: null, license: '№ 2003140009922 от 11.02.2020' },
  { id: 7, slug: 'zarplata-zavtra', name: 'МКК «Зарплата Завтра»', logoUrl: null, license: '№ 1902550009013 от 30.07.2019' },
  { id: 8, slug: 'nadezhny-zaim', name: 'МФК «Надёжный Займ»', logoUrl: null, license: '№ 1501045006104 от 25.03.2015' },
];
