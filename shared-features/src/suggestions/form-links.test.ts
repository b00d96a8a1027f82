import { useForm, type Resolver } from 'react-hook-form';
import { act, renderHook } from '@testing-library/react';
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

/** Each text that is empty is wrong: shows which fields a pick has checked again. */
const emptyTextsWrong: Resolver<Values> = async (values) => {
  const empty = (['registrationFullAddress', 'actualFullAddress', 'passportIssued'] as const).filter((name) => values[name] === '');
  return empty.length === 0
    ? { values, errors: {} }
    : { values: {}, errors: Object.fromEntries(empty.map((name) => [name, { type: 'required', message: 'Заполните поле' }])) };
};

function formOf(values: Partial<Values> = {}) {
  return renderHook(() => useForm<Values>({ defaultValues: { ...start, ...values }, resolver: emptyTextsWrong })).result.current;
}

test('a picked address keeps its parts beside the text, marked changed, and its text is checked again; typing over it drops them', async () => {
  const form = formOf();
  const links = addressLinks(form, 'registrationFullAddress', 'registrationAddress');
  await act(async () => links.onPick({ value: 'г Москва, ул Тверская, д 7, кв 12', data: moscowAddressSuggestion }));
  // Only this address's text was checked (the test's resolver finds every empty text wrong).
  expect(form.getFieldState('registrationFullAddress').error?.message).toBe('Заполните поле');
  expect(form.getFieldState('actualFullAddress').error).toBeUndefined();
  expect(form.getValues('registrationAddress')).toMatchObject({ city: 'г Москва', houseNumber: '7', flatNumber: '12', regionCode: '77', postalCode: '101000' });
  expect(form.getFieldState('registrationAddress').isDirty).toBe(true);
  // The other address is untouched.
  expect(form.getValues('actualAddress')).toBeNull();
  links.onType();
  expect(form.getValues('registrationAddress')).toBeNull();
});

test('a picked unit fills the division code too, and «Кем выдан» is checked again', async () => {
  const form = formOf();
  await act(async () => fmsUnitLinks(form).onPick({ value: 'ОТДЕЛОМ УФМС', data: { code: '770-001', name: 'ОТДЕЛОМ УФМС', region_code: '77', type: '1' } }));
  expect(form.getValues('passportFmsCode')).toBe('770-001');
  expect(form.getFieldState('passportIssued').error?.message).toBe('Заполните поле');
  expect(form.getFieldState('registrationFullAddress').error).toBeUndefined();
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
