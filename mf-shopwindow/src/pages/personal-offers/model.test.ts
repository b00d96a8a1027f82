import { allSettled, fork } from 'effector';
import { $appError } from '@microloans/platform';
import { readPersonalOffersType } from './lib';
import { PersonalOffersGate } from './model';

const read = (query: string) => readPersonalOffersType(new URLSearchParams(query));

test('type=loans, or no type at all, is the loans page; any other type is none', () => {
  expect(read('type=loans')).toBe('loans');
  expect(read('')).toBe('loans');
  expect(read('utm_source=mail&type=loans')).toBe('loans');
  expect(read('type=credits')).toBeNull();
  expect(read('type=mortgage')).toBeNull();
  expect(read('type=LOANS')).toBeNull();
  expect(read('type=')).toBeNull();
});

test('the page opening with an unknown type raises the 404 screen', async () => {
  const scope = fork();
  await allSettled(PersonalOffersGate.open, { scope, params: { type: null } });
  expect(scope.getState($appError)).toEqual({ status: 404 });
});

test('the loans page raises nothing', async () => {
  const scope = fork();
  await allSettled(PersonalOffersGate.open, { scope, params: { type: 'loans' } });
  expect(scope.getState($appError)).toBeNull();
});
