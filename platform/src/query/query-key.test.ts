import { queryKey } from './query-key';

test('parameters that differ only in the order of their keys share one key, at every depth', () => {
  expect(queryKey({ page: 2, size: 10, filter: { to: 'b', from: 'a' } })).toBe(
    queryKey({ filter: { from: 'a', to: 'b' }, size: 10, page: 2 }),
  );
  expect(queryKey({ b: 1, a: 2, B: 3 })).toBe('{"B":3,"a":2,"b":1}');
});

test('arrays keep their order, and no parameters read as null', () => {
  expect(queryKey({ ids: [3, 1, 2] })).toBe('{"ids":[3,1,2]}');
  expect(queryKey(undefined)).toBe('null');
  expect(queryKey('slug')).toBe('"slug"');
});

test('keys are ordered without the browser\'s collation (its first use loads locale data on the main thread)', () => {
  const localeCompare = jest.spyOn(String.prototype, 'localeCompare');
  queryKey({ size: 10, page: 1 });
  expect(localeCompare).not.toHaveBeenCalled();
  localeCompare.mockRestore();
});
