/** DaData-like suggestion DTOs of SPEC §7 (`/suggestions/*`); `data` keeps the API's snake_case. */
export type SuggestionQuery = {
  query: string;
  /** At most this many suggestions (server default 10, max 20). */
  count?: number;
};

export type FioPart = 'SURNAME' | 'NAME' | 'PATRONYMIC';

/** With a single part only that part is suggested; otherwise the query is a full name to complete. */
export type FioSuggestionQuery = SuggestionQuery & { parts?: FioPart[] };

export type SuggestionDto<Data> = { value: string; unrestricted_value: string; data: Data };

export type SuggestionsDto<Data> = { suggestions: SuggestionDto<Data>[] };

export type AddressSuggestionData = {
  postal_code: string | null;
  country: string;
  region: string;
  region_type: string;
  region_with_type: string;
  /** 13 digits; the first two are the region code. */
  region_kladr_id: string;
  region_fias_id: string;
  city: string | null;
  city_with_type: string | null;
  city_fias_id: string | null;
  settlement: string | null;
  settlement_with_type: string | null;
  street: string | null;
  street_with_type: string | null;
  house: string | null;
  house_type: string | null;
  flat: string | null;
  flat_type: string | null;
  kladr_id: string;
  fias_id: string;
  okato: string | null;
  fias_level: string;
};

export type FioSuggestionData = {
  surname: string | null;
  name: string | null;
  patronymic: string | null;
  gender: 'MALE' | 'FEMALE' | 'UNKNOWN';
  source: string | null;
  qc: string | null;
};

export type FmsUnitSuggestionData = {
  /** "000-000" */
  code: string;
  name: string;
  region_code: string;
  type: string;
};

export type EmailSuggestionData = {
  local: string;
  domain: string | null;
  source: string | null;
  qc: string | null;
};
