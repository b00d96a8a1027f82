import { formatBalance, formatCoins } from './lib';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

test('coins are counted in Russian: 1 монета, 2 монеты, 5 монет, 11 монет, 1 250 монет', () => {
  const words = [1, 2, 5, 11, 21, 1250].map((count) => plain(formatCoins(count)));
  expect(words).toEqual(['1 монета', '2 монеты', '5 монет', '11 монет', '21 монета', '1 250 монет']);
});

test('a balance reads in its unit: coins in words, rubles with ₽', () => {
  expect(plain(formatBalance({ amount: 1250, unit: 'coin' }))).toBe('1 250 монет');
  expect(plain(formatBalance({ amount: 1500, unit: 'RUB' }))).toBe('1 500 ₽');
});
