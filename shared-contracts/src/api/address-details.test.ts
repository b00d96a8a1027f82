import { toAddressDetails } from './address-details';
import type { AddressSuggestionData } from './dto';

const moscow: AddressSuggestionData = {
  postal_code: '101000',
  country: 'Россия',
  region: 'Москва',
  region_type: 'г',
  region_with_type: 'г Москва',
  region_kladr_id: '7700000000000',
  region_fias_id: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5',
  city: 'Москва',
  city_with_type: 'г Москва',
  city_fias_id: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5',
  settlement: null,
  settlement_with_type: null,
  street: 'Тверская',
  street_with_type: 'ул Тверская',
  house: '7',
  house_type: 'д',
  flat: '12',
  flat_type: 'кв',
  kladr_id: '7700000000000001',
  fias_id: 'f1',
  okato: '45286585000',
  fias_level: '9',
};

test('a city address keeps its parts; the region code is the first two characters of the region id', () => {
  expect(toAddressDetails(moscow)).toEqual({
    region: 'г Москва',
    city: 'г Москва',
    street: 'ул Тверская',
    houseNumber: '7',
    flatNumber: '12',
    kladrId: '7700000000000001',
    regionCode: '77',
    fiasId: 'f1',
    okato: '45286585000',
    postalCode: '101000',
  });
});

test('a settlement without a city stands in for the city', () => {
  const village = { ...moscow, region_with_type: 'Московская обл', region_kladr_id: '5000000000000', city: null, city_with_type: null, settlement: 'Развилка', settlement_with_type: 'поселок Развилка', flat: null };
  const details = toAddressDetails(village);
  expect(details.city).toBe('поселок Развилка');
  expect(details.regionCode).toBe('50');
  expect(details.flatNumber).toBeNull();
});
