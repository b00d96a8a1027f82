/** «Нравится» on a post, kept per visitor by the server. */
export { $likes, $failedPostId, $sendingPostIds, likeFx, likeTexts, likeToggled, likesQuery } from './model';
export type { LikesParams, LikeState } from './model';
export { LikeButton } from './ui/like-button';
export type { LikeButtonProps } from './ui/like-button';
