/** Comments on a post: their tree, the comments published on this page, and how the tree is drawn. */
export { commentApi } from './api';
export { $publishedComments, commentPublished, commentTreeQuery } from './model';
export { countComments, withPublished } from './lib/tree';
export { CommentTree, commentElementId, commentMetaId } from './ui/comment-tree';
export type { CommentTreeProps } from './ui/comment-tree';
