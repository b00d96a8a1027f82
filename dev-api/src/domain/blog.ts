import type { BlogCommentDto, BlogCommentNodeDto } from '@microloans/shared-contracts/api';
import { normalizeForSearch } from '../lib/validators';
import type { Identity } from './identity';

export type BlogCategory = { id: number; slug: string; title: string; description: string };

export type BlogPost = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  /** HTML; deliberately unsanitised in one seed post (script tag, img width/height). */
  body: string;
  categoryId: number;
  author: string;
  tags: string[];
  publishedAt: string;
  readingTimeMinutes: number;
  views: number;
  /** Likes of people outside the dev API (seeded); visitors' own likes are kept by the blog store. */
  likes: number;
};

export type BlogComment = BlogCommentDto;

export type BlogCommentNode = BlogCommentNodeDto;

/** Who likes a post: `user:<id>`, `client:<clientUuid>` or `anonym:<anonymId>`. */
export type BlogVisitorKey = `user:${number}` | `client:${string}` | `anonym:${string}`;

const CLIENT_UUID_RE = /^[A-Za-z0-9-]{1,64}$/;

/** The signed-in user; else the browser's client id when it looks like one; else the anonymous session. */
export function blogVisitorKey(identity: Identity, clientUuid: string | undefined): BlogVisitorKey {
  if (identity.kind === 'user') return `user:${identity.userId}`;
  if (clientUuid !== undefined && CLIENT_UUID_RE.test(clientUuid)) return `client:${clientUuid}`;
  return `anonym:${identity.anonymId}`;
}

export const byNewest = (a: BlogPost, b: BlogPost): number => b.publishedAt.localeCompare(a.publishedAt);

/** A post's readable text: title, excerpt, body without markup (and without script/style contents), tags. */
function searchableText(post: BlogPost): string {
  const text = post.body.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ').replace(/<[^>]*>/g, ' ');
  return normalizeForSearch(`${post.title} ${post.excerpt} ${text} ${post.tags.join(' ')}`);
}

export const MIN_SEARCH_LENGTH = 2;

/** The query's words (case-insensitive, ё = е); none when the query is shorter than 2 characters. */
export function searchWords(query: string): string[] {
  const normalized = normalizeForSearch(query);
  return normalized.length < MIN_SEARCH_LENGTH ? [] : normalized.split(' ');
}

/** Posts containing every word, newest first. */
export function searchPosts(posts: readonly BlogPost[], query: string): BlogPost[] {
  const words = searchWords(query);
  if (words.length === 0) return [];
  return posts.filter((post) => {
    const text = searchableText(post);
    return words.every((word) => text.includes(word));
  }).sort(byNewest);
}

/** Other posts: most shared tags first, then the same category, then newest. */
export function relatedPosts(post: BlogPost, posts: readonly BlogPost[], limit = 3): BlogPost[] {
  const tags = new Set(post.tags.map(normalizeForSearch));
  const sharedTags = (other: BlogPost) => other.tags.filter((tag) => tags.has(normalizeForSearch(tag))).length;
  const sameCategory = (other: BlogPost) => (other.categoryId === post.categoryId ? 1 : 0);
  return posts
    .filter((other) => other.id !== post.id)
    .sort((a, b) => sharedTags(b) - sharedTags(a) || sameCategory(b) - sameCategory(a) || byNewest(a, b))
    .slice(0, limit);
}

const oldestFirst = (a: BlogComment, b: BlogComment): number => a.createdAt.localeCompare(b.createdAt) || a.id - b.id;

/** Replies nested under their parent, oldest first at each level (a reply to a missing parent is a root). */
export function buildCommentTree(comments: readonly BlogComment[]): BlogCommentNode[] {
  const nodes = new Map<number, BlogCommentNode>();
  for (const comment of [...comments].sort(oldestFirst)) nodes.set(comment.id, { ...comment, children: [] });
  const roots: BlogCommentNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
