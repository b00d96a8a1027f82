import {
  suggestionsApi,
  type AddressSuggestionData,
  type FmsUnitSuggestionData,
  type SuggestionDto,
} from '@microloans/shared-contracts/api';

/** How many suggestions a list shows: enough to find one's own, short enough for a phone screen. */
const count = 7;

export type Suggestion<Data> = { value: string; data: Data };

const pickFields = <Data>({ value, data }: SuggestionDto<Data>): Suggestion<Data> => ({ value, data });

export const loadFioSuggestions = (query: string): Promise<Suggestion<null>[]> =>
  suggestionsApi.fio({ query, count }).then(({ suggestions }) => suggestions.map(({ value }) => ({ value, data: null })));

export const loadAddressSuggestions = (query: string): Promise<Suggestion<AddressSuggestionData>[]> =>
  suggestionsApi.address({ query, count }).then(({ suggestions }) => suggestions.map(pickFields));

export const loadFmsUnitSuggestions = (query: string): Promise<Suggestion<FmsUnitSuggestionData>[]> =>
  suggestionsApi.fmsUnit({ query, count }).then(({ suggestions }) => suggestions.map(pickFields));
