/** Blog posts: their queries, how their facts read, and their cards. */
export { postApi } from './api';
// One module per query, declared free of side effects by the build (shared-contracts/build/federation.ts):
// a page that reads one of them creates that one (a farfetched query costs 20–100 ms of a slow phone's main thread).
export { categoriesQuery } from './queries/categories';
export { feedPageQuery, feedPageSize } from './queries/feed-page';
export type { FeedPageParams } from './queries/feed-page';
export { postQuery } from './queries/post';
export { searchMinLength, searchQuery } from './queries/search';
export { commentsText, likesText, postsText, readingTimeText, viewsText } from './lib/meta';
export { PostCard, PostGrid } from './ui/post-card';
export type { PostCardProps, PostGridProps } from './ui/post-card';
export { PostSkeletons } from './ui/post-skeletons';
export { PostStats } from './ui/post-stats';
export type { PostStatsProps } from './ui/post-stats';
