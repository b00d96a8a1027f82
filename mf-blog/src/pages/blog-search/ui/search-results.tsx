import { Link } from '@microloans/platform/router';
import { useApiQuery } from '@microloans/platform';
import { routePaths } from '@microloans/shared-contracts/routes';
import { Card, Typography } from '@microloans/ui-kit';
import { Empty } from '@microloans/ui-kit/extra';
import { PostGrid, PostSkeletons, postsText, searchMinLength, searchQuery } from '../../../entities/post';
import { isSearchable } from '../lib/query';
import { highlightWords } from '../../../shared/ui/highlight';
import { LoadFailed } from '@microloans/shared-contracts/load-failed';

/** What the server found for `query`, its words marked in titles and excerpts. */
function Found({ query }: { query: string }) {
  const { data, error, pending, retry } = useApiQuery(searchQuery, query);
  if (error) {
    return (
      <LoadFailed title="Не удалось выполнить поиск" error={error} retry={retry} data-testid="search-error" />
    );
  }
  if (pending || !data) return <PostSkeletons count={3} label="Загрузка результатов поиска" data-testid="search-loading" />;
  if (data.posts.length === 0) {
    return (
      <Card data-testid="search-empty">
        <Empty description="Ничего не нашлось">
          <Typography.Paragraph type="secondary">Проверьте, нет ли опечатки, или попробуйте другие слова.</Typography.Paragraph>
          <Link to={routePaths.blog}>Все статьи блога</Link>
        </Empty>
      </Card>
    );
  }
  return (
    <>
      <Typography.Paragraph style={{ margin: 0 }} data-testid="search-count">
        Найдено: {postsText(data.total)}
      </Typography.Paragraph>
      <PostGrid posts={data.posts} renderText={(text) => highlightWords(text, query)} data-testid="search-results" />
    </>
  );
}

/** The results of the query in the address, or what to type when it is too short to search. */
export function SearchResults({ query }: { query: string }) {
  if (query === '') {
    return (
      <Typography.Paragraph type="secondary" data-testid="search-hint">
        Введите слово или фразу — например, «кредитная история».
      </Typography.Paragraph>
    );
  }
  if (!isSearchable(query)) {
    return (
      <Typography.Paragraph data-testid="search-too-short">
        Введите хотя бы {searchMinLength} символа, чтобы начать поиск.
      </Typography.Paragraph>
    );
  }
  return <Found query={query} />;
}
