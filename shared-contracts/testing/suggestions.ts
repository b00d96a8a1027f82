import type { AddressSuggestionData } from '../src/api/dto';

/** An address as the suggestion call answers it (SPEC §7): a city address with a flat. */
export const moscowAddressSuggestion: AddressSuggestionData = {
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
