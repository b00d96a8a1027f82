import type { BlogCommentDto, BlogCommentNodeDto } from '@microloans/shared-contracts/api';

/** How many comments a tree holds, replies included. */
export function countComments(nodes: readonly BlogCommentNodeDto[]): number {
  return nodes.reduce((sum, node) => sum + 1 + countComments(node.children), 0);
}

function containsComment(nodes: readonly BlogCommentNodeDto[], id: number): boolean {
  return nodes.some((node) => node.id === id || containsComment(node.children, id));
}

function insertComment(nodes: readonly BlogCommentNodeDto[], comment: BlogCommentDto): { nodes: BlogCommentNodeDto[]; placed: boolean } {
  let placed = false;
  const next = nodes.map((node) => {
    if (placed) return node;
    if (node.id === comment.parentId) {
      placed = true;
      return { ...node, children: [...node.children, { ...comment, children: [] }] };
    }
    const inner = insertComment(node.children, comment);
    if (!inner.placed) return node;
    placed = true;
    return { ...node, children: inner.nodes };
  });
  return { nodes: next, placed };
}

/**
 * The server's tree with the comments published on this page since it was read: each under the
 * comment it answers (at the top when that one is not there), each once — a tree read later that
 * already holds one keeps its own copy.
 */
export function withPublished(nodes: readonly BlogCommentNodeDto[], published: readonly BlogCommentDto[], postId: number): BlogCommentNodeDto[] {
  let tree = [...nodes];
  for (const comment of published) {
    if (comment.postId !== postId || containsComment(tree, comment.id)) continue;
    const inserted = comment.parentId === null ? { nodes: tree, placed: false } : insertComment(tree, comment);
    tree = inserted.placed ? inserted.nodes : [...tree, { ...comment, children: [] }];
  }
  return tree;
}
