import { render } from '@testing-library/react';
import { hostileHtml } from '@microloans/shared-contracts/testing';
import { foldForSearch, highlightWords, matchRanges, queryWords } from './highlight';

const marked = (text: string, query: string) => {
  const { container } = render(<p>{highlightWords(text, query)}</p>);
  const paragraph = container.querySelector('p') as HTMLParagraphElement;
  return { paragraph, marks: Array.from(paragraph.querySelectorAll('mark')).map((mark) => mark.textContent) };
};

test('search folds case and reads «ё» as «е», keeping every position', () => {
  expect(foldForSearch('Ёлка ЗАЙМ')).toBe('елка займ');
  expect(foldForSearch('Ёлка ЗАЙМ')).toHaveLength('Ёлка ЗАЙМ'.length);
  expect(queryWords('  Займ  займ и Кредит ')).toEqual(['займ', 'кредит']);
});

test('every word of the query is marked, whatever its case or «ё»', () => {
  const { marks, paragraph } = marked('Как выбрать микрозайм и не переплатить: всё о займах', 'ЗАЙМ все');
  expect(marks).toEqual(['займ', 'всё', 'займ']);
  expect(paragraph.textContent).toBe('Как выбрать микрозайм и не переплатить: всё о займах');
});

test('overlapping words are one mark; a text without them stays one string', () => {
  expect(matchRanges('кредитная история', ['кредит', 'редитная'])).toEqual([{ start: 0, end: 9 }]);
  expect(highlightWords('Пять правил бюджета', 'займ')).toEqual(['Пять правил бюджета']);
});

describe('nothing in a text or a query becomes an element but <mark>', () => {
  test.each(hostileHtml.map((payload) => [payload]))('%s', (payload) => {
    for (const query of ['script alert img onerror', payload, 'a', '<mark>']) {
      const { paragraph } = marked(payload, query);
      const elements = Array.from(paragraph.querySelectorAll('*')).map((element) => element.tagName);
      expect(elements.filter((tag) => tag !== 'MARK')).toEqual([]);
      for (const mark of paragraph.querySelectorAll('mark')) expect(mark.attributes).toHaveLength(1); // its style
      expect(paragraph.textContent).toBe(payload);
    }
  });
});
