import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { debounce } from 'patronum';
import type { Suggestion } from '@microloans/shared-contracts/api';

/** Pause after the last keystroke before asking for suggestions. */
export const suggestDelayMs = 250;

export type SuggestionsLoader<Data> = (query: string) => Promise<Suggestion<Data>[]>;
type Answer<Data> = { query: string; items: Suggestion<Data>[] };

/**
 * Suggestions for one field (SPEC §7), each field its own (`createSuggestions(suggestionLoaders.address)`): asked `suggestDelayMs` after the last change and only for
 * `minLength` characters or more. Only the answer for the text now in the field is shown, so a late
 * answer to an older query never replaces a newer one; a failed call shows nothing (the borrower
 * can always type the value in full).
 */
export function createSuggestions<Data>(load: SuggestionsLoader<Data>, minLength = 3) {
  /** What the field now holds (or what it asks by, like a division code). */
  const queried = createEvent<string>();
  /** The form was left: forget what was asked. */
  const reset = createEvent();

  const $query = createStore('')
    .on(queried, (_, query) => query.trim())
    .reset(reset);
  const loadFx = createEffect<string, Answer<Data>>(async (query) => ({ query, items: await load(query) }));
  const $answer = createStore<Answer<Data>>({ query: '', items: [] }).reset(reset);

  sample({ clock: debounce($query.updates, suggestDelayMs), filter: (query) => query.length >= minLength, target: loadFx });
  sample({ clock: loadFx.doneData, source: $query, filter: (query, answer) => answer.query === query, fn: (_, answer) => answer, target: $answer });
  sample({ clock: loadFx.fail, source: $query, filter: (query, { params }) => params === query, fn: (query) => ({ query, items: [] }), target: $answer });

  const $items = combine($query, $answer, (query, answer) => (query.length >= minLength && answer.query === query ? answer.items : []));
  return { queried, reset, $items, loadFx };
}

export type SuggestionsModel<Data> = ReturnType<typeof createSuggestions<Data>>;
