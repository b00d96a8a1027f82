import { useForm } from 'react-hook-form';
import { renderHook } from '@testing-library/react';
import type { AddressDetailsDto } from '@microloans/shared-contracts/api';
import { moscowAddressSuggestion } from '@microloans/shared-contracts/testing';
import { addressLinks, fmsUnitLinks, fmsUnitQuery } from './form-links';

type Values = {
  registrationFullAddress: string;
  registrationAddress: AddressDetailsDto | null;
  actualFullAddress: string;
  actualAddress: AddressDetailsDto | null;
  passportIssued: string;
  passportFmsCode: string;
};

const start: Values = { registrationFullAddress: '', registrationAddress: null, actualFullAddress: '', actualAddress: null, passportIssued: '', passportFmsCode: '' };

function formOf(values: Partial<Values> = {}) {
  return renderHook(() => useForm<Values>({ defaultValues: { ...start, ...values } })).result.current;
}


test('a picked address keeps its parts beside the text, marked changed; typing over it drops them', () => {
  const form = formOf();
  const links = addressLinks(form, 'registrationFullAddress', 'registrationAddress');
  links.onPick({ value: 'г Москва, ул Тверская, д 7, кв 12', data: moscowAddressSuggestion });
  expect(form.getValues('registrationAddress')).toMatchObject({ city: 'г Москва', houseNumber: '7', flatNumber: '12', regionCode: '77', postalCode: '101000' });
  expect(form.getFieldState('registrationAddress').isDirty).toBe(true);
  // The other address is untouched.
  expect(form.getValues('actualAddress')).toBeNull();
  links.onType();
  expect(form.getValues('registrationAddress')).toBeNull();
});

test('a picked unit fills the division code too', () => {
  const form = formOf();
  fmsUnitLinks(form).onPick({ value: 'ОТДЕЛОМ УФМС', data: { code: '770-001', name: 'ОТДЕЛОМ УФМС', region_code: '77', type: '1' } });
  expect(form.getValues('passportFmsCode')).toBe('770-001');
});

test('the unit is asked by the name typed, else by a whole division code, else not at all', () => {
  expect(fmsUnitQuery('ОВД Тверского', '770-001')).toBe('ОВД Тверского');
  // The code typed into «Кем выдан» itself, or nothing typed: asked by the code once it is whole.
  expect(fmsUnitQuery('770-001', '770-001')).toBe('770-001');
  expect(fmsUnitQuery('', '770-001')).toBe('770-001');
  expect(fmsUnitQuery('   ', '770-001')).toBe('770-001');
  expect(fmsUnitQuery('', '770-0')).toBe('');
  expect(fmsUnitQuery('  ', '')).toBe('');
  // The form's own code is read when asked.
  expect(fmsUnitLinks(formOf({ passportFmsCode: '500-100' })).queryOf('')).toBe('500-100');
});
