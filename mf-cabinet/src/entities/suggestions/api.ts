import { suggestionsApi, type AddressSuggestionData, type FmsUnitSuggestionData } from '@microloans/shared-contracts/api';
import type { Suggestion } from './model';

/** Enough to find one's own, short enough for a phone screen. */
const count = 7;

export const loadAddressSuggestions = (query: string): Promise<Suggestion<AddressSuggestionData>[]> =>
  suggestionsApi.address({ query, count }).then(({ suggestions }) => suggestions.map(({ value, data }) => ({ value, data })));

export const loadFmsUnitSuggestions = (query: string): Promise<Suggestion<FmsUnitSuggestionData>[]> =>
  suggestionsApi.fmsUnit({ query, count }).then(({ suggestions }) => suggestions.map(({ value, data }) => ({ value, data })));
