import { apiClient } from '@microloans/platform';
import type {
  AddressSuggestionData,
  EmailSuggestionData,
  FioSuggestionData,
  FioSuggestionQuery,
  FmsUnitSuggestionData,
  SuggestionQuery,
  SuggestionsDto,
} from './dto';

type SuggestionKind = 'address' | 'fio' | 'fms_unit' | 'email';

const suggest = <Data>(kind: SuggestionKind, body: SuggestionQuery): Promise<SuggestionsDto<Data>> =>
  apiClient.post<SuggestionsDto<Data>>(`/suggestions/${kind}`, body).then((r) => r.data);

/** SPEC §7: POST /suggestions/address, /suggestions/fio, /suggestions/fms_unit, /suggestions/email. */
export const suggestionsApi = {
  address: (body: SuggestionQuery): Promise<SuggestionsDto<AddressSuggestionData>> => suggest('address', body),
  fio: (body: FioSuggestionQuery): Promise<SuggestionsDto<FioSuggestionData>> => suggest('fio', body),
  fmsUnit: (body: SuggestionQuery): Promise<SuggestionsDto<FmsUnitSuggestionData>> => suggest('fms_unit', body),
  email: (body: SuggestionQuery): Promise<SuggestionsDto<EmailSuggestionData>> => suggest('email', body),
};

/** A suggestion as a field offers it: the text it fills in, and what the pick tells the form. */
export type Suggestion<Data> = { value: string; data: Data };

/** How many suggestions a list shows: enough to find one's own, short enough for a phone screen. */
const suggestionCount = 7;

const pickFields = <Data>({ value, data }: { value: string; data: Data }): Suggestion<Data> => ({ value, data });

/** Each field's suggestions for what is typed (a full name's carry nothing but the text). */
export const suggestionLoaders = {
  fio: (query: string): Promise<Suggestion<null>[]> =>
    suggestionsApi.fio({ query, count: suggestionCount }).then(({ suggestions }) => suggestions.map(({ value }) => ({ value, data: null }))),
  address: (query: string): Promise<Suggestion<AddressSuggestionData>[]> =>
    suggestionsApi.address({ query, count: suggestionCount }).then(({ suggestions }) => suggestions.map(pickFields)),
  fmsUnit: (query: string): Promise<Suggestion<FmsUnitSuggestionData>[]> =>
    suggestionsApi.fmsUnit({ query, count: suggestionCount }).then(({ suggestions }) => suggestions.map(pickFields)),
};
