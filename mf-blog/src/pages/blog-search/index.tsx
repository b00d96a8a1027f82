import { useNavigate, useSearchParams } from '@microloans/platform/router';
import { usePageMeta } from '@microloans/shared-contracts/page-meta';
import { links } from '@microloans/shared-contracts/routes';
import { Card, Flex, Typography } from '@microloans/ui-kit';
import { SearchForm } from './ui/search-form';
import { readSearchQuery } from './lib/query';
import { SearchResults } from './ui/search-results';
export { isSearchable, readSearchQuery } from './lib/query';

export const searchTexts = {
  title: 'Поиск по блогу',
  description: 'Поиск статей блога о займах, кредитной истории и финансах.',
} as const;

/**
 * `/blog/search?q=…`: «Поиск по блогу». The query lives in the address (a search can be shared,
 * and «Назад» returns to the one before); the results mark every word of it.
 */
export function BlogSearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = readSearchQuery(params);
  usePageMeta({ title: query ? `${searchTexts.title}: ${query}` : searchTexts.title, description: searchTexts.description });

  return (
    <Flex vertical gap={16}>
      <Card>
        <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
          {searchTexts.title}
        </Typography.Title>
        {/* A new query in the address starts the field from it (back and forward included). */}
        <SearchForm key={query} initialQuery={query} onSearch={(next) => void navigate(links.blogSearch(next))} />
      </Card>
      <SearchResults query={query} />
    </Flex>
  );
}
