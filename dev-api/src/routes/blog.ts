import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { BLOG_CATEGORIES } from '../data/blog';
import { CURRENCY } from '../data/misc';
import type { BlogComment, BlogCommentNode, BlogPost } from '../domain/blog';
import { toProfileView } from '../domain/user';
import { notFound } from '../lib/api-error';
import { asRecord, readNumber, readPositiveInt, readString } from '../lib/body';
import { normalizeForSearch } from '../lib/validators';
import { MESSAGES, ViolationList } from '../lib/violations';

const MAX_COMMENT_LENGTH = 2000;

export function buildCommentTree(comments: readonly BlogComment[]): BlogCommentNode[] {
  const nodes = new Map<number, BlogCommentNode>();
  for (const comment of comments) nodes.set(comment.id, { ...comment, children: [] });
  const roots: BlogCommentNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

export function registerBlogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { store, auth } = ctx;
  const withToken = { onRequest: auth.anyToken };
  const blog = store.blog;

  const categoryOf = (id: number) => BLOG_CATEGORIES.find((category) => category.id === id) ?? null;

  const summary = (post: BlogPost) => ({
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    category: categoryOf(post.categoryId),
    author: post.author,
    tags: [...post.tags],
    coverUrl: null,
    publishedAt: post.publishedAt,
    readingTimeMinutes: post.readingTimeMinutes,
    views: post.views,
    likes: post.likes,
    commentsCount: blog.commentsOf(post.id).length,
  });

  const findPostOr404 = (idOrSlug: unknown): BlogPost => {
    const post = typeof idOrSlug === 'string' || typeof idOrSlug === 'number' ? blog.findPost(idOrSlug) : undefined;
    if (!post) throw notFound('Статья не найдена');
    return post;
  };

  const sortedPosts = () => [...blog.posts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

  app.get('/blog/categories', withToken, async () => ({
    categories: BLOG_CATEGORIES.map((category) => ({
      ...category,
      postsCount: blog.posts.filter((post) => post.categoryId === category.id).length,
    })),
  }));

  app.get('/blog/categories/menu', withToken, async () => ({
    menu: BLOG_CATEGORIES.map((category) => ({ id: category.id, slug: category.slug, title: category.title })),
  }));

  app.get('/blog/posts', withToken, async (request) => {
    const query = asRecord(request.query);
    const category = readString(query, 'category') ?? readString(query, 'categoryId');
    const page = readPositiveInt(query, 'page', 1, 10_000);
    const limit = readPositiveInt(query, 'limit', 10, 50);
    const matched = sortedPosts().filter((post) => {
      if (!category) return true;
      const info = categoryOf(post.categoryId);
      return info !== null && (info.slug === category || String(info.id) === category);
    });
    return { posts: matched.slice((page - 1) * limit, page * limit).map(summary), total: matched.length, page, limit };
  });

  app.get<{ Params: { slug: string } }>('/blog/posts/:slug', withToken, async (request) => {
    const post = findPostOr404(request.params.slug);
    return { post: { ...summary(post), body: post.body } };
  });

  const search = (text: string) => {
    const needle = normalizeForSearch(text);
    const posts = needle === ''
      ? []
      : sortedPosts().filter((post) =>
          normalizeForSearch(`${post.title} ${post.excerpt} ${post.body.replace(/<[^>]*>/g, ' ')} ${post.tags.join(' ')}`).includes(needle),
        );
    return { query: text, posts: posts.map(summary), total: posts.length };
  };

  app.get('/blog/search', withToken, async (request) => {
    const query = asRecord(request.query);
    return search(readString(query, 'query') ?? readString(query, 'q') ?? '');
  });

  app.post('/blog/search', withToken, async (request) => {
    const body = asRecord(request.body);
    return search(readString(body, 'query') ?? readString(body, 'q') ?? '');
  });

  app.post('/blog/view', withToken, async (request) => {
    const body = asRecord(request.body);
    const post = findPostOr404(body.postId ?? body.id ?? body.slug);
    post.views += 1;
    return { postId: post.id, views: post.views };
  });

  app.get<{ Params: { id: string } }>('/blog/:id/likes', withToken, async (request) => {
    const post = findPostOr404(request.params.id);
    return { postId: post.id, likes: post.likes };
  });

  app.post<{ Params: { id: string } }>('/blog/:id/likes', withToken, async (request) => {
    const post = findPostOr404(request.params.id);
    post.likes += 1;
    return { postId: post.id, likes: post.likes };
  });

  app.get('/blog/comments', withToken, async (request) => {
    const query = asRecord(request.query);
    const postRef = readString(query, 'postId') ?? readString(query, 'post');
    const comments = postRef ? blog.commentsOf(findPostOr404(postRef).id) : [...blog.comments];
    return { comments: comments.map((comment) => ({ ...comment })), total: comments.length };
  });

  app.post('/blog/comments', withToken, async (request, reply) => {
    const body = asRecord(request.body);
    const post = findPostOr404(body.postId);
    const text = readString(body, 'text') ?? '';
    const parentId = readNumber(body, 'parentId') ?? null;
    const violations = new ViolationList();
    if (text === '') violations.add('text', MESSAGES.required);
    else if (text.length > MAX_COMMENT_LENGTH) violations.add('text', `Не более ${MAX_COMMENT_LENGTH} символов`);
    if (parentId !== null && !blog.commentsOf(post.id).some((comment) => comment.id === parentId)) {
      violations.add('parentId', 'Комментарий не найден');
    }
    violations.throwIfAny();
    const { identity } = auth.session(request);
    const user = identity.kind === 'user' ? store.users.get(identity.userId) : undefined;
    const authorName = readString(body, 'authorName') || (user ? toProfileView(user).firstName : null) || 'Гость';
    const comment = blog.addComment(post.id, parentId, authorName, text);
    return reply.code(201).send({ comment });
  });

  app.get<{ Params: { id: string } }>('/blog/:id/comments/get-tree', withToken, async (request) => {
    const post = findPostOr404(request.params.id);
    const comments = blog.commentsOf(post.id);
    return { postId: post.id, comments: buildCommentTree(comments), total: comments.length };
  });

  app.get('/currency', withToken, async () => ({ ...CURRENCY }));
}
