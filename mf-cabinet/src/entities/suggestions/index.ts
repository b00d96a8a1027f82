export { loadAddressSuggestions, loadFmsUnitSuggestions } from './api';
export { createSuggestions, suggestDelayMs } from './model';
export type { Suggestion, SuggestionsLoader, SuggestionsModel } from './model';
