import type { CSSProperties, ReactNode } from 'react';

/**
 * One UTF-16 unit as search compares it: lower case, «ё» read as «е». The length never changes, so
 * a position in the folded text is the same position in the original.
 */
function foldUnit(unit: string): string {
  const lower = unit.toLowerCase();
  if (lower.length !== 1) return unit;
  return lower === 'ё' ? 'е' : lower;
}

export const foldForSearch = (text: string): string => Array.from({ length: text.length }, (_, index) => foldUnit(text.charAt(index))).join('');

/** Words shorter than this are not marked: «и» or «в» would mark half the letters of a text. */
const shortestMarkedWord = 2;

/** The words of a query worth marking, folded, without repeats; empty for a blank query. */
export function queryWords(query: string): string[] {
  return [...new Set(foldForSearch(query).split(/\s+/).filter((word) => word.length >= shortestMarkedWord))];
}

export type TextRange = { start: number; end: number };

/** Where any of `words` stands in `text` (case and ё/е ignored), overlaps merged, in order. */
export function matchRanges(text: string, words: readonly string[]): TextRange[] {
  const folded = foldForSearch(text);
  const found: TextRange[] = [];
  for (const word of words) {
    if (word === '') continue;
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + 1)) found.push({ start: at, end: at + word.length });
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: TextRange[] = [];
  for (const range of found) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

const markStyle: CSSProperties = { background: '#FFF3A3', color: 'inherit', padding: 0, borderRadius: 2 };

/**
 * `text` with every word of `query` marked. The text is split into strings and `<mark>` elements
 * that React renders as text: whatever the text or the query holds, nothing but `<mark>` becomes
 * an element (no HTML string is ever built).
 */
export function highlightWords(text: string, query: string): ReactNode[] {
  const ranges = matchRanges(text, queryWords(query));
  if (ranges.length === 0) return [text];
  const parts: ReactNode[] = [];
  let position = 0;
  for (const { start, end } of ranges) {
    if (start > position) parts.push(text.slice(position, start));
    parts.push(
      <mark key={start} style={markStyle}>
        {text.slice(start, end)}
      </mark>,
    );
    position = end;
  }
  if (position < text.length) parts.push(text.slice(position));
  return parts;
}
