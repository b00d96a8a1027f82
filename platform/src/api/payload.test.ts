import { withoutEmptyValues } from './payload';

test('removes empty values, nested ones too, and keeps false and 0', () => {
  expect(
    withoutEmptyValues({ a: '', b: null, c: undefined, d: 0, e: false, f: { g: '', h: 'x' }, i: [] }),
  ).toEqual({ d: 0, e: false, f: { h: 'x' }, i: [] });
});
