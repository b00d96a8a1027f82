import { blogApi, type AddBlogCommentRequest } from '@microloans/shared-contracts/api';

/** A post's comments (SPEC §7 `/blog/{id}/comments/get-tree`, `/blog/comments`). */
export const commentApi = {
  /** The post's comments as a tree: replies under the comment they answer. */
  tree: (postId: number) => blogApi.commentTree(postId),
  /** Publishes a comment; a refused one answers 422 with the fields' messages. */
  add: (body: AddBlogCommentRequest) => blogApi.addComment(body),
};
