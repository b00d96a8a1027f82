import { createEvent, createStore } from 'effector';
import { createApiQuery } from '@microloans/platform';
import type { BlogCommentDto } from '@microloans/shared-contracts/api';
import { commentApi } from './api';

/** A post's comments as the server has them. */
export const commentTreeQuery = createApiQuery({ name: 'blog.commentTree', handler: (postId: number) => commentApi.tree(postId) });

/** A reader's comment was published. */
export const commentPublished = createEvent<BlogCommentDto>();

/**
 * Comments published on this page, shown in their post's tree at once (`withPublished`) without
 * asking the server for the whole tree again.
 */
export const $publishedComments = createStore<BlogCommentDto[]>([]).on(commentPublished, (list, comment) => [...list, comment]);
