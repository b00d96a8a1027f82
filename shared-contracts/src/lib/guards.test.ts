import { isRecord, recordOrEmpty } from './guards';

test('a record is a plain object: not null, not an array, not a primitive', () => {
  expect([{}, { a: 1 }, Object.create(null)].every(isRecord)).toBe(true);
  expect([null, undefined, [], [1], 'x', 3, true].some(isRecord)).toBe(false);
});

test('anything but a record reads as an empty one, so its fields read as undefined', () => {
  expect(recordOrEmpty({ a: 1 })).toEqual({ a: 1 });
  for (const other of [null, undefined, ['a'], 'a', 7]) expect(recordOrEmpty(other)).toEqual({});
});
