import type { AddressDetailsDto, AddressSuggestionData } from './dto';

/**
 * A picked address suggestion as SPEC §3's Address: the city falls back to the settlement (a
 * village has no city), and the region code is the first 2 characters of the region's KLADR id.
 */
export function toAddressDetails(data: AddressSuggestionData): AddressDetailsDto {
  return {
    region: data.region_with_type || data.region || null,
    city: data.city_with_type || data.settlement_with_type || data.city || data.settlement || null,
    street: data.street_with_type || data.street || null,
    houseNumber: data.house || null,
    flatNumber: data.flat || null,
    kladrId: data.kladr_id || null,
    regionCode: data.region_kladr_id ? data.region_kladr_id.slice(0, 2) : null,
    fiasId: data.fias_id || null,
    okato: data.okato || null,
    postalCode: data.postal_code || null,
  };
}
