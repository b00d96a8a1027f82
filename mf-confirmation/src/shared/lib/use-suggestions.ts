import { useEffect, useState } from 'react';

/** Pause after the last keystroke before asking for suggestions. */
export const suggestDelayMs = 250;

/**
 * Suggestions for what is typed: asked `suggestDelayMs` after the last change, only for queries of
 * `minLength` characters or more; an answer for an older query never replaces a newer one.
 * Failures show nothing: the borrower can always type the value in full.
 */
export function useSuggestions<Item>(
  query: string,
  load: (query: string) => Promise<Item[]>,
  minLength = 3,
): Item[] {
  const [answer, setAnswer] = useState<{ query: string; items: Item[] }>({ query: '', items: [] });
  const trimmed = query.trim();
  useEffect(() => {
    if (trimmed.length < minLength) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      load(trimmed).then(
        (items) => current && setAnswer({ query: trimmed, items }),
        () => current && setAnswer({ query: trimmed, items: [] }),
      );
    }, suggestDelayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // `load` is a module-level function per field; the query decides when to ask.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [trimmed, minLength]);
  return trimmed.length >= minLength ? answer.items : [];
}
