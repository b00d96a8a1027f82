export { createSuggestions, suggestDelayMs } from './model';
export type { SuggestionsLoader, SuggestionsModel } from './model';
export { addressLinks, fmsUnitLinks } from './form-links';
export type { SuggestedForm } from './form-links';
