import { seedBlogComments, seedBlogPosts } from '../data/blog';
import type { BlogComment, BlogPost, BlogVisitorKey } from '../domain/blog';

export class BlogStore {
  posts: BlogPost[] = [];
  comments: BlogComment[] = [];
  private nextCommentId = 1;
  /** Post id → the visitors who like it (a visitor counts once). */
  private likedBy = new Map<number, Set<BlogVisitorKey>>();

  constructor(private readonly now: () => number) {
    this.reset();
  }

  /** By numeric id or by slug. */
  findPost(idOrSlug: string | number): BlogPost | undefined {
    const asNumber = Number(idOrSlug);
    return this.posts.find((post) => (Number.isInteger(asNumber) ? post.id === asNumber : post.slug === idOrSlug));
  }

  commentsOf(postId: number): BlogComment[] {
    return this.comments.filter((comment) => comment.postId === postId);
  }

  addComment(postId: number, parentId: number | null, authorName: string, text: string): BlogComment {
    const comment: BlogComment = {
      id: this.nextCommentId,
      postId,
      parentId,
      authorName,
      text,
      createdAt: new Date(this.now()).toISOString(),
    };
    this.nextCommentId += 1;
    this.comments.push(comment);
    return comment;
  }

  /** The seeded likes plus the visitors' likes kept here. */
  likesOf(post: BlogPost): number {
    return post.likes + (this.likedBy.get(post.id)?.size ?? 0);
  }

  isLikedBy(postId: number, visitor: BlogVisitorKey): boolean {
    return this.likedBy.get(postId)?.has(visitor) ?? false;
  }

  /** Idempotent: a second like from the same visitor changes nothing. */
  like(postId: number, visitor: BlogVisitorKey): void {
    const visitors = this.likedBy.get(postId) ?? new Set<BlogVisitorKey>();
    visitors.add(visitor);
    this.likedBy.set(postId, visitors);
  }

  /** Idempotent: taking back a like that is not there changes nothing. */
  unlike(postId: number, visitor: BlogVisitorKey): void {
    this.likedBy.get(postId)?.delete(visitor);
  }

  reset(): void {
    this.posts = seedBlogPosts();
    this.comments = seedBlogComments();
    this.nextCommentId = Math.max(0, ...this.comments.map((comment) => comment.id)) + 1;
    this.likedBy = new Map();
  }
}
