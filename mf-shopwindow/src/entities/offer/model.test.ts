import type { CompanyDto, OfferDto } from '@microloans/shared-contracts/api';
import { joinOffersWithCompanies, lenderInitial, unknownLenderName } from './model';

const offer = (id: number, companyId: number, extra: Partial<OfferDto> = {}): OfferDto => ({
  id,
  companyId,
  companyName: `Компания ${companyId} из оффера`,
  amount: { min: 1000, max: 30000 },
  term: { min: 5, max: 30 },
  rate: 0.8,
  approvalProbability: 90,
  url: `https://example.org/lenders/${companyId}?offer=${id}`,
  isBest: false,
  ...extra,
});

const companies: CompanyDto[] = [
  { id: 1, name: 'МКК «Займ Экспресс»', logoUrl: null, license: '№ 1903045009101 от 12.03.2019' },
  { id: 2, name: 'МФК «Деньги Сразу»', logoUrl: 'https://cdn.example.org/logo-2.svg', license: '№ 1704150008412 от 20.04.2017' },
];

test('each offer gets its company: name, logo and licence', () => {
  const [first, second] = joinOffersWithCompanies([offer(101, 1), offer(102, 2)], companies);
  expect(first).toEqual({
    id: 101,
    amount: { min: 1000, max: 30000 },
    term: { min: 5, max: 30 },
    rate: 0.8,
    approvalProbability: 90,
    url: 'https://example.org/lenders/1?offer=101',
    isBest: false,
    lender: { id: 1, name: 'МКК «Займ Экспресс»', logoUrl: null, license: '№ 1903045009101 от 12.03.2019' },
  });
  expect(second?.lender).toEqual({
    id: 2,
    name: 'МФК «Деньги Сразу»',
    logoUrl: 'https://cdn.example.org/logo-2.svg',
    license: '№ 1704150008412 от 20.04.2017',
  });
});

test('an offer of an unknown company is kept, named by the offer, without logo or licence', () => {
  const [joined] = joinOffersWithCompanies([offer(103, 9)], companies);
  expect(joined?.lender).toEqual({ id: 9, name: 'Компания 9 из оффера', logoUrl: null, license: null });
});

test('with no name anywhere the lender is «Партнёр»', () => {
  const [joined] = joinOffersWithCompanies([offer(104, 9, { companyName: '  ' })], []);
  expect(joined?.lender.name).toBe(unknownLenderName);
});

test('the best offer comes first; the others keep the server order', () => {
  const offers = [offer(1, 1), offer(2, 2), offer(3, 1, { isBest: true }), offer(4, 2)];
  expect(joinOffersWithCompanies(offers, companies).map(({ id }) => id)).toEqual([3, 1, 2, 4]);
});

test('no offers, no cards', () => {
  expect(joinOffersWithCompanies([], companies)).toEqual([]);
});

test('the avatar letter skips the legal form and the quotes', () => {
  expect(lenderInitial('МКК «Займ Экспресс»')).toBe('З');
  expect(lenderInitial('МФК «Деньги Сразу»')).toBe('Д');
  expect(lenderInitial('Партнёр')).toBe('П');
  expect(lenderInitial('')).toBe('');
});
