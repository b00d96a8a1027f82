import type { CSSProperties, FormEvent } from 'react';
import { routePaths } from '@microloans/shared-contracts/routes';
import { Button, Flex } from '@microloans/ui-kit';

const inputId = 'blog-search-query';
const labelStyle: CSSProperties = { display: 'block', fontWeight: 500, marginBottom: 4 };
// The look of the kit's large field. A plain field, not the kit's (antd's field holds its value in
// React state and would set it back over what was typed before the page's code took it over).
const fieldStyle: CSSProperties = {
  flex: '1 1 200px',
  minWidth: 0,
  height: 40,
  padding: '7px 11px',
  fontSize: 16,
  border: '1px solid #6b7280',
  borderRadius: 10,
  background: '#fff',
  color: '#1f2937',
  boxSizing: 'border-box',
};

export type SearchFormProps = {
  /** The query in the address, shown in the field. */
  initialQuery: string;
  onSearch: (query: string) => void;
};

/**
 * «Что ищем» and «Найти»: the query goes into the address. A real GET form with a field the browser
 * keeps: drawn by the server, it searches before the page's code has taken it over (the server
 * draws the results), and what was typed meanwhile stays in the field as the code takes over.
 */
export function SearchForm({ initialQuery, onSearch }: SearchFormProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
  };
  return (
    // Named apart from the blog navigation's own search («Поиск по блогу»): two landmarks, two names.
    <form role="search" aria-label="Поиск статей" action={routePaths.blogSearch} method="get" onSubmit={handleSubmit} data-testid="blog-search-form">
      <label htmlFor={inputId} style={labelStyle}>
        Что ищем
      </label>
      <Flex gap={8} wrap>
        <input id={inputId} type="search" name="q" defaultValue={initialQuery} enterKeyHint="search" autoComplete="off" style={fieldStyle} />
        <Button type="primary" htmlType="submit" size="large">
          Найти
        </Button>
      </Flex>
    </form>
  );
}
