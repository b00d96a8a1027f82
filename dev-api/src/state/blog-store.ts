import { seedBlogComments, seedBlogPosts } from '../data/blog';
import type { BlogComment, BlogPost } from '../domain/blog';

export class BlogStore {
  posts: BlogPost[] = [];
  comments: BlogComment[] = [];
  private nextCommentId = 1;

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

  reset(): void {
    this.posts = seedBlogPosts();
    this.comments = seedBlogComments();
    this.nextCommentId = Math.max(0, ...this.comments.map((comment) => comment.id)) + 1;
  }
}
