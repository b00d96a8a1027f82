import { toAddressDetails } from './address-details';
import { moscowAddressSuggestion as moscow } from '../../testing';

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
