import { useState, type CSSProperties, type FormEvent } from 'react';
import { Button, Flex } from '@microloans/ui-kit';
import { Input } from '@microloans/ui-kit/forms';

const inputId = 'blog-search-query';
const labelStyle: CSSProperties = { display: 'block', fontWeight: 500, marginBottom: 4 };

export type SearchFormProps = {
  /** The query in the address, shown in the field. */
  initialQuery: string;
  onSearch: (query: string) => void;
};

/** «Что ищем» and «Найти»: the query goes into the address. */
export function SearchForm({ initialQuery, onSearch }: SearchFormProps) {
  const [query, setQuery] = useState(initialQuery);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(query.trim());
  };
  return (
    // Named apart from the blog navigation's own search («Поиск по блогу»): two landmarks, two names.
    <form role="search" aria-label="Поиск статей" onSubmit={handleSubmit} data-testid="blog-search-form">
      <label htmlFor={inputId} style={labelStyle}>
        Что ищем
      </label>
      <Flex gap={8} wrap>
        <Input
          id={inputId}
          type="search"
          name="q"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          enterKeyHint="search"
          autoComplete="off"
          size="large"
          style={{ flex: '1 1 200px', minWidth: 0 }}
        />
        <Button type="primary" htmlType="submit" size="large">
          Найти
        </Button>
      </Flex>
    </form>
  );
}
