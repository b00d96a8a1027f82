import { useGate, useUnit } from 'effector-react';
import { useApiQuery } from '@microloans/platform';
import { useLocation, useParams, useSearchParams } from '@microloans/platform/router';
import { Flex } from '@microloans/ui-kit';
import { feedPageQuery } from '../../entities/post';
import { errorScreenFor } from '../../shared/lib/error-screen';
import { pageSearch, readPage } from '@microloans/shared-contracts/pagination';
import * as model from './model';
import { BlogHeader, CategoryHeader, feedTitleId } from './ui/feed-header';
import { FeedList } from './ui/feed-list';
export { FeedGate } from './model';

/**
 * The blog's feed: `/blog` (and `/` in blog mode) — every post, «Блог» — or
 * `/blog/category/{category}` — one category's, under its title and description. Six posts a page,
 * the page in the address (`?page=2`), so «Назад» returns to it. An unknown category is the shell's
 * 404 screen.
 */
export function BlogFeedPage() {
  const { category = null } = useParams();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const page = readPage(params);
  useGate(model.FeedGate, { category });
  const { data, error, pending, retry } = useApiQuery(feedPageQuery, { category, page });
  const unknownCategory = useUnit(model.$unknownCategory);

  const hrefOf = (next: number) => `${pathname}${pageSearch(params, next)}`;
  // The list's top takes the focus and the view, as after a page load; the link then opens the page.
  const handlePageChosen = () => {
    const heading = document.getElementById(feedTitleId);
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView?.({ block: 'start' });
  };

  // The shell shows its error screen instead.
  if (unknownCategory || (error && errorScreenFor(error))) return null;
  return (
    <Flex vertical gap={16}>
      {category ? <CategoryHeader slug={category} fromPosts={data?.posts[0]?.category ?? null} /> : <BlogHeader />}
      <FeedList data={data} error={error} pending={pending} retry={retry} hrefOf={hrefOf} onPageChosen={handlePageChosen} />
    </Flex>
  );
}
