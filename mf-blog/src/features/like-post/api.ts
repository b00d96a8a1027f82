import { blogApi, type BlogLikeRequest } from '@microloans/shared-contracts/api';

/** Likes (SPEC §7 `/blog/{id}/likes`), kept per visitor by the server. */
export const likeApi = {
  /** The post's likes and whether this visitor likes it. */
  likes: (postId: number, clientUuid: string | null) => blogApi.likes(postId, clientUuid),
  like: (postId: number, body: BlogLikeRequest) => blogApi.like(postId, body),
  unlike: (postId: number, body: BlogLikeRequest) => blogApi.unlike(postId, body),
};
