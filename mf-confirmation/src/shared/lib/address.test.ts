import { addressWithout } from './address';

test('the named parameters leave the address; the others, the path and the hash stay', () => {
  expect(addressWithout('/confirmation?type=loans&uuid=u-1&copy=1', ['uuid', 'copy'])).toBe('/confirmation?type=loans');
  expect(addressWithout('/confirmation?amount=15000&termPosition=3#form', ['amount', 'termPosition'])).toBe('/confirmation#form');
  expect(addressWithout('/confirmation?type=loans', ['uuid', 'copy'])).toBeNull();
  // Whatever the address holds, the answer is a path of this site.
  for (const hostile of ['//evil.example/x?uuid=1', '/\\evil.example/x?uuid=1', 'https://evil.example/x?uuid=1']) {
    expect([hostile, addressWithout(hostile, ['uuid'])]).toEqual([hostile, '/x']);
  }
});
