import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { BLOG_CATEGORIES } from '../data/blog';
import { CURRENCY } from '../data/misc';
import {
  blogVisitorKey,
  buildCommentTree,
  byNewest,
  relatedPosts,
  searchPosts,
  type BlogCategory,
  type BlogPost,
} from '../domain/blog';
import { toProfileView } from '../domain/user';
import { notFound } from '../lib/api-error';
import { asRecord, readPositiveInt, readString, type JsonRecord } from '../lib/body';
import { readCommentInput } from '../lib/comment-input';

const MAX_SEARCH_RESULTS = 50;

export function registerBlogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { store, auth } = ctx;
  const withToken = { onRequest: auth.anyToken };
  const blog = store.blog;

  const categoryOf = (id: number) => BLOG_CATEGORIES.find((category) => category.id === id) ?? null;

  /** By slug or id; an unknown one is a 404. */
  const findCategoryOr404 = (ref: string): BlogCategory => {
    const category = BLOG_CATEGORIES.find((item) => item.slug === ref || String(item.id) === ref);
    if (!category) throw notFound('Рубрика не найдена');
    return category;
  };

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
    likes: blog.likesOf(post),
    commentsCount: blog.commentsOf(post.id).length,
  });

  const findPostOr404 = (idOrSlug: unknown): BlogPost => {
    const post = typeof idOrSlug === 'string' || typeof idOrSlug === 'number' ? blog.findPost(idOrSlug) : undefined;
    if (!post) throw notFound('Статья не найдена');
    return post;
  };

  const sortedPosts = () => [...blog.posts].sort(byNewest);

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
    const categoryRef = readString(query, 'category') || readString(query, 'categoryId');
    const category = categoryRef ? findCategoryOr404(categoryRef) : null;
    const page = readPositiveInt(query, 'page', 1, 10_000);
    const limit = readPositiveInt(query, 'limit', 10, 50);
    const matched = sortedPosts().filter((post) => category === null || post.categoryId === category.id);
    return { posts: matched.slice((page - 1) * limit, page * limit).map(summary), total: matched.length, page, limit };
  });

  app.get<{ Params: { slug: string } }>('/blog/posts/:slug', withToken, async (request) => {
    const post = findPostOr404(request.params.slug);
    return { post: { ...summary(post), body: post.body }, related: relatedPosts(post, blog.posts).map(summary) };
  });

  const search = (text: string) => {
    const found = searchPosts(blog.posts, text);
    return { query: text, posts: found.slice(0, MAX_SEARCH_RESULTS).map(summary), total: found.length };
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

  /** The visitor of a likes call: the client id comes from the body (POST, DELETE) or the query (GET). */
  const visitorOf = (request: FastifyRequest, source: JsonRecord) =>
    blogVisitorKey(auth.session(request).identity, readString(source, 'clientUuid'));

  const likesAnswer = (post: BlogPost, visitor: ReturnType<typeof blogVisitorKey>) => ({
    postId: post.id,
    likes: blog.likesOf(post),
    liked: blog.isLikedBy(post.id, visitor),
  });

  const likeSource = (request: FastifyRequest): JsonRecord => ({ ...asRecord(request.query), ...asRecord(request.body) });

  app.get<{ Params: { id: string } }>('/blog/:id/likes', withToken, async (request) => {
    const post = findPostOr404(request.params.id);
    return likesAnswer(post, visitorOf(request, asRecord(request.query)));
  });

  app.post<{ Params: { id: string } }>('/blog/:id/likes', withToken, async (request) => {
    const post = findPostOr404(request.params.id);
    const visitor = visitorOf(request, likeSource(request));
    blog.like(post.id, visitor);
    return likesAnswer(post, visitor);
  });

  app.delete<{ Params: { id: string } }>('/blog/:id/likes', withToken, async (request) => {
    const post = findPostOr404(request.params.id);
    const visitor = visitorOf(request, likeSource(request));
    blog.unlike(post.id, visitor);
    return likesAnswer(post, visitor);
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
    const { identity } = auth.session(request);
    const user = identity.kind === 'user' ? store.users.get(identity.userId) : undefined;
    const input = readCommentInput(body, {
      commentIds: blog.commentsOf(post.id).map((comment) => comment.id),
      signedInName: user ? (toProfileView(user).firstName ?? '') : undefined,
    });
    const comment = blog.addComment(post.id, input.parentId, input.authorName, input.text);
    return reply.code(201).send({ comment });
  });

  app.get<{ Params: { id: string } }>('/blog/:id/comments/get-tree', withToken, async (request) => {
    const post = findPostOr404(request.params.id);
    const comments = blog.commentsOf(post.id);
    return { postId: post.id, comments: buildCommentTree(comments), total: comments.length };
  });

  app.get('/currency', withToken, async () => ({ ...CURRENCY }));
}
