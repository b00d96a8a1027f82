import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { $clientUuid, createApiQuery, queriesPurged, type ApiError } from '@microloans/platform';
import type { BlogLikesDto } from '@microloans/shared-contracts/api';
import { likeApi } from './api';

export const likeTexts = {
  label: 'Нравится',
  failed: 'Не удалось поставить отметку. Попробуйте ещё раз.',
} as const;

/** What the reader sees: the count, and whether they like the post. */
export type LikeState = { likes: number; liked: boolean };

/** Whose likes: the post, and the browser's client id when it has one (the server's guest key). */
export type LikesParams = { postId: number; clientUuid: string | null };

/** The post's likes and this visitor's own, as the server keeps them. */
export const likesQuery = createApiQuery({
  name: 'blog.likes',
  handler: ({ postId, clientUuid }: LikesParams) => likeApi.likes(postId, clientUuid),
});

/** The reader pressed «Нравится» on a post showing `shown`. */
export const likeToggled = createEvent<{ postId: number; shown: LikeState }>();

type LikeRequest = { postId: number; like: boolean; before: LikeState };

const sendLikeFx = createEffect<LikeRequest & { clientUuid: string | null }, BlogLikesDto, ApiError>(({ postId, like, clientUuid }) => {
  const body = clientUuid ? { clientUuid } : {};
  return like ? likeApi.like(postId, body) : likeApi.unlike(postId, body);
});

/** Sends a like or its withdrawal as this visitor. */
export const likeFx = attach({
  source: $clientUuid,
  mapParams: (request: LikeRequest, clientUuid) => ({ ...request, clientUuid }),
  effect: sendLikeFx,
});

const toLikeState = (answer: BlogLikesDto): LikeState => ({ likes: answer.likes, liked: answer.liked === true });

/** Posts whose like is on its way: a second press meanwhile sends nothing. */
export const $sendingPostIds = createStore<number[]>([])
  .on(likeFx, (ids, { postId }) => [...ids, postId])
  .on(likeFx.finally, (ids, { params }) => ids.filter((id) => id !== params.postId));

const likesLoaded = createEvent<BlogLikesDto>();

/**
 * Each post's likes as shown: the server's answer, and a press shown at once (optimistic), replaced
 * by the server's answer or put back when the request fails.
 */
export const $likes = createStore<Record<number, LikeState>>({})
  .on(likesLoaded, (state, answer) => ({ ...state, [answer.postId]: toLikeState(answer) }))
  .on(likeFx, (state, { postId, like, before }) => ({
    ...state,
    [postId]: { liked: like, likes: Math.max(0, before.likes + (like ? 1 : -1)) },
  }))
  .on(likeFx.done, (state, { params, result }) => ({ ...state, [params.postId]: toLikeState(result) }))
  .on(likeFx.fail, (state, { params }) => ({ ...state, [params.postId]: params.before }))
  // Another visitor now (signed in or out): their own likes are read again.
  .reset(queriesPurged);

/** The post whose last press failed (its message is shown beside the button). */
export const $failedPostId = createStore<number | null>(null)
  .on(likeFx.fail, (_, { params }) => params.postId)
  .reset(likeFx);


sample({
  clock: likeToggled,
  source: $sendingPostIds,
  filter: (sending, { postId }) => !sending.includes(postId),
  fn: (_, { postId, shown }): LikeRequest => ({ postId, like: !shown.liked, before: shown }),
  target: likeFx,
});

// An answer read while a press is on its way is older than the press: the press's answer wins.
sample({
  clock: likesQuery.finished.success,
  source: $sendingPostIds,
  filter: (sending, { result }) => !sending.includes(result.postId),
  fn: (_, { result }) => result,
  target: likesLoaded,
});
