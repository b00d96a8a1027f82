export { SuggestInput } from './suggest-input';
export type { SuggestInputProps } from './suggest-input';
