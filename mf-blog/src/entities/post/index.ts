/** Blog posts: their queries, how their facts read, and their cards. */
export { postApi } from './api';
export { categoriesQuery, feedPageQuery, feedPageSize, postQuery, searchMinLength, searchQuery } from './model';
export type { FeedPageParams } from './model';
export { commentsText, likesText, postsText, readingTimeText, viewsText } from './lib/meta';
export { PostCard, PostGrid } from './ui/post-card';
export type { PostCardProps, PostGridProps } from './ui/post-card';
export { PostSkeletons } from './ui/post-skeletons';
export { PostStats } from './ui/post-stats';
export type { PostStatsProps } from './ui/post-stats';
