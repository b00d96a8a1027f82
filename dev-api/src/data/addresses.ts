import type { AddressSuggestionData } from '@microloans/shared-contracts/api';

/** The suggestion data the API answers, as the contract types it. */
export type AddressData = AddressSuggestionData;

export type AddressSuggestion = { value: string; unrestricted_value: string; data: AddressData };

type Region = Pick<AddressData, 'region' | 'region_type' | 'region_with_type' | 'region_kladr_id' | 'region_fias_id'>;

const MOSCOW: Region = {
  region: 'Москва',
  region_type: 'г',
  region_with_type: 'г Москва',
  region_kladr_id: '7700000000000',
  region_fias_id: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5',
};
const SPB: Region = {
  region: 'Санкт-Петербург',
  region_type: 'г',
  region_with_type: 'г Санкт-Петербург',
  region_kladr_id: '7800000000000',
  region_fias_id: 'c2deb16a-0330-4f05-821f-1d09c93331e6',
};
const TATARSTAN: Region = {
  region: 'Татарстан',
  region_type: 'Респ',
  region_with_type: 'Респ Татарстан',
  region_kladr_id: '1600000000000',
  region_fias_id: '0c089b04-099e-4e0e-955a-6bf1ce525f1a',
};
const NOVOSIBIRSK_OBL: Region = {
  region: 'Новосибирская',
  region_type: 'обл',
  region_with_type: 'Новосибирская обл',
  region_kladr_id: '5400000000000',
  region_fias_id: '1ac46b49-3209-4814-b7bf-a509ea1aecd9',
};
const MOSCOW_OBL: Region = {
  region: 'Московская',
  region_type: 'обл',
  region_with_type: 'Московская обл',
  region_kladr_id: '5000000000000',
  region_fias_id: '29251dcf-00a1-4e34-98d4-5c47484a36d4',
};
const LENINGRAD_OBL: Region = {
  region: 'Ленинградская',
  region_type: 'обл',
  region_with_type: 'Ленинградская обл',
  region_kladr_id: '4700000000000',
  region_fias_id: '6d1ebb35-70c6-4129-bd55-da3969658f5d',
};

type Place = {
  region: Region;
  /** e.g. "г Казань"; omitted for federal cities and settlements. */
  city?: { name: string; withType: string; fiasId: string };
  settlement?: { name: string; withType: string; area: string };
  street?: { name: string; withType: string };
  house?: string;
  flat?: string;
  postalCode: string | null;
  kladrId: string;
  fiasId: string;
  okato: string | null;
  level: string;
};

function build(place: Place): AddressSuggestion {
  const { region } = place;
  const federalCity = region.region_type === 'г';
  const cityName = federalCity ? region.region : (place.city?.name ?? null);
  const cityWithType = federalCity ? region.region_with_type : (place.city?.withType ?? null);
  const parts: string[] = [];
  if (!federalCity) parts.push(region.region_with_type);
  if (federalCity) parts.push(region.region_with_type);
  else if (place.city) parts.push(place.city.withType);
  if (place.settlement) parts.push(place.settlement.area, place.settlement.withType);
  if (place.street) parts.push(place.street.withType);
  if (place.house) parts.push(`д ${place.house}`);
  if (place.flat) parts.push(`кв ${place.flat}`);
  const value = parts.join(', ');
  const unrestricted = place.postalCode ? `${place.postalCode}, ${value}` : value;
  return {
    value,
    unrestricted_value: unrestricted,
    data: {
      postal_code: place.postalCode,
      country: 'Россия',
      ...region,
      city: cityName,
      city_with_type: cityWithType,
      city_fias_id: federalCity ? region.region_fias_id : (place.city?.fiasId ?? null),
      settlement: place.settlement?.name ?? null,
      settlement_with_type: place.settlement?.withType ?? null,
      street: place.street?.name ?? null,
      street_with_type: place.street?.withType ?? null,
      house: place.house ?? null,
      house_type: place.house ? 'д' : null,
      flat: place.flat ?? null,
      flat_type: place.flat ? 'кв' : null,
      kladr_id: place.kladrId,
      fias_id: place.fiasId,
      okato: place.okato,
      fias_level: place.level,
    },
  };
}

const KAZAN = { name: 'Казань', withType: 'г Казань', fiasId: '93b3df57-4c89-44df-ac42-96f05e9cd3b9' };
const NOVOSIBIRSK = { name: 'Новосибирск', withType: 'г Новосибирск', fiasId: '8dea00e3-9aab-4d8e-887c-ef2aaa546456' };

/** DaData-like address suggestions: cities, streets, houses and flats; two settlements without a city. */
export const ADDRESSES: readonly AddressSuggestion[] = [
  build({ region: MOSCOW, postalCode: null, kladrId: '7700000000000', fiasId: MOSCOW.region_fias_id, okato: '45000000000', level: '1' }),
  build({ region: MOSCOW, street: { name: 'Тверская', withType: 'ул Тверская' }, postalCode: '125009', kladrId: '77000000000287700', fiasId: 'a4b2c9f1-3e51-4f0e-9b1c-5d3c2f1e0a01', okato: '45286585000', level: '7' }),
  build({ region: MOSCOW, street: { name: 'Тверская', withType: 'ул Тверская' }, house: '7', postalCode: '125009', kladrId: '7700000000028770001', fiasId: 'a4b2c9f1-3e51-4f0e-9b1c-5d3c2f1e0a02', okato: '45286585000', level: '8' }),
  build({ region: MOSCOW, street: { name: 'Тверская', withType: 'ул Тверская' }, house: '7', flat: '12', postalCode: '125009', kladrId: '7700000000028770001', fiasId: 'a4b2c9f1-3e51-4f0e-9b1c-5d3c2f1e0a03', okato: '45286585000', level: '9' }),
  build({ region: MOSCOW, street: { name: 'Ленинский', withType: 'Ленинский пр-кт' }, house: '30', postalCode: '119334', kladrId: '7700000000015730002', fiasId: 'b7e1d2c3-4a5b-4c6d-8e9f-0a1b2c3d4e05', okato: '45293562000', level: '8' }),
  build({ region: MOSCOW, street: { name: 'Профсоюзная', withType: 'ул Профсоюзная' }, house: '65', postalCode: '117342', kladrId: '7700000000023770003', fiasId: 'c1d2e3f4-5a6b-4c7d-8e9f-1a2b3c4d5e06', okato: '45293594000', level: '8' }),
  build({ region: SPB, postalCode: null, kladrId: '7800000000000', fiasId: SPB.region_fias_id, okato: '40000000000', level: '1' }),
  build({ region: SPB, street: { name: 'Невский', withType: 'Невский пр-кт' }, house: '28', postalCode: '191186', kladrId: '7800000000012340001', fiasId: 'd2e3f4a5-6b7c-4d8e-9fa0-2b3c4d5e6f07', okato: '40298566000', level: '8' }),
  build({ region: SPB, street: { name: 'Садовая', withType: 'ул Садовая' }, house: '10', flat: '5', postalCode: '191023', kladrId: '7800000000015670002', fiasId: 'e3f4a5b6-7c8d-4e9f-a0b1-3c4d5e6f7a08', okato: '40298564000', level: '9' }),
  build({ region: TATARSTAN, city: KAZAN, postalCode: null, kladrId: '1600000100000', fiasId: KAZAN.fiasId, okato: '92401000000', level: '4' }),
  build({ region: TATARSTAN, city: KAZAN, street: { name: 'Баумана', withType: 'ул Баумана' }, house: '15', postalCode: '420111', kladrId: '1600000100003210001', fiasId: 'f4a5b6c7-8d9e-4fa0-b1c2-4d5e6f7a8b09', okato: '92401385000', level: '8' }),
  build({ region: TATARSTAN, city: KAZAN, street: { name: 'Пушкина', withType: 'ул Пушкина' }, house: '3', flat: '41', postalCode: '420015', kladrId: '1600000100004560002', fiasId: 'a5b6c7d8-9e0f-4a1b-c2d3-5e6f7a8b9c10', okato: '92401385000', level: '9' }),
  build({ region: NOVOSIBIRSK_OBL, city: NOVOSIBIRSK, postalCode: null, kladrId: '5400000100000', fiasId: NOVOSIBIRSK.fiasId, okato: '50401000000', level: '4' }),
  build({ region: NOVOSIBIRSK_OBL, city: NOVOSIBIRSK, street: { name: 'Красный', withType: 'Красный пр-кт' }, house: '25', postalCode: '630099', kladrId: '5400000100012340001', fiasId: 'b6c7d8e9-0f1a-4b2c-d3e4-6f7a8b9c0d11', okato: '50401386000', level: '8' }),
  build({ region: NOVOSIBIRSK_OBL, city: NOVOSIBIRSK, street: { name: 'Ленина', withType: 'ул Ленина' }, house: '12', postalCode: '630004', kladrId: '5400000100056780002', fiasId: 'c7d8e9f0-1a2b-4c3d-e4f5-7a8b9c0d1e12', okato: '50401386000', level: '8' }),
  build({ region: MOSCOW_OBL, settlement: { name: 'Развилка', withType: 'поселок Развилка', area: 'Ленинский р-н' }, house: '5', postalCode: '142717', kladrId: '5002100004300010001', fiasId: 'd8e9f0a1-2b3c-4d4e-f5a6-8b9c0d1e2f13', okato: '46228000013', level: '8' }),
  build({ region: LENINGRAD_OBL, settlement: { name: 'Новое Девяткино', withType: 'деревня Новое Девяткино', area: 'Всеволожский р-н' }, street: { name: 'Школьная', withType: 'ул Школьная' }, house: '4', postalCode: '188661', kladrId: '4700500003100020001', fiasId: 'e9f0a1b2-3c4d-4e5f-a6b7-9c0d1e2f3a14', okato: '41212824001', level: '8' }),
];
