import type { ApiError } from '@microloans/platform';
import type { BlogPostsDto } from '@microloans/shared-contracts/api';
import { Link } from '@microloans/platform/router';
import { Card, Typography } from '@microloans/ui-kit';
import { Empty } from '@microloans/ui-kit/extra';
import { feedPageSize, PostGrid, PostSkeletons, postsText } from '../../../entities/post';
import { pageCount, Pager } from '@microloans/shared-contracts/pagination';
import { LoadFailed } from '@microloans/shared-contracts/load-failed';

export type FeedListProps = {
  data: BlogPostsDto | null;
  error: ApiError | null;
  pending: boolean;
  retry: () => void;
  /** The address of a page of this feed. */
  hrefOf: (page: number) => string;
  onPageChosen: () => void;
};

/** A page of posts with its pager, or what stands in for it: loading, nothing yet, a page past the end, a failure. */
export function FeedList({ data, error, pending, retry, hrefOf, onPageChosen }: FeedListProps) {
  if (error) {
    return (
      <LoadFailed title="Не удалось загрузить статьи" error={error} retry={retry} data-testid="feed-error" />
    );
  }
  if (pending || !data) return <PostSkeletons count={feedPageSize} label="Загрузка статей" data-testid="feed-loading" />;
  if (data.total === 0) {
    return (
      <Card data-testid="feed-empty">
        <Empty description="Статей пока нет" />
      </Card>
    );
  }
  if (data.posts.length === 0) {
    return (
      <Card data-testid="feed-empty">
        <Empty description="На этой странице статей нет">
          <Link to={hrefOf(1)}>К первой странице</Link>
        </Empty>
      </Card>
    );
  }
  const pages = pageCount(data.total, feedPageSize);
  return (
    <>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }} data-testid="feed-count">
        {postsText(data.total)}
        {pages > 1 ? `, страница ${data.page} из ${pages}` : null}
      </Typography.Paragraph>
      <PostGrid posts={data.posts} data-testid="feed-posts" />
      <Pager label="Страницы блога" page={data.page} pages={pages} hrefOf={hrefOf} onPageChosen={onPageChosen} />
    </>
  );
}
