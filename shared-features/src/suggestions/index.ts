export { createSuggestions, suggestDelayMs } from './model';
export type { SuggestionsLoader, SuggestionsModel } from './model';
