export { SuggestInput } from './suggest-input';
export type { SuggestFieldBinding, SuggestInputProps } from './suggest-input';
