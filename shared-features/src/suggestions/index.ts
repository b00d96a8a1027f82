export { createSuggestions, suggestDelayMs } from './model';
export type { SuggestionsLoader, SuggestionsModel } from './model';
export { addressLinks, fmsUnitLinks, fmsUnitQuery } from './form-links';
export type { SuggestedForm } from './form-links';
