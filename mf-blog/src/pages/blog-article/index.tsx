import { useGate, useUnit } from 'effector-react';
import type { CSSProperties } from 'react';
import { useApiQuery } from '@microloans/platform';
import { Link, useParams } from '@microloans/platform/router';
import { usePageMeta } from '@microloans/shared-contracts/page-meta';
import { links } from '@microloans/shared-contracts/routes';
import { brand, Card, Flex, Skeleton, Typography } from '@microloans/ui-kit';
import { PostStats, postQuery } from '../../entities/post';
import { LikeButton } from '../../features/like-post';
import { errorScreenFor } from '../../shared/lib/error-screen';
import { RichText } from '../../shared/ui/rich-text';
import { DeferredPostComments } from '../../widgets/post-comments';
import * as model from './model';
import { PostTags } from './ui/post-tags';
import { RelatedPosts } from './ui/related-posts';
import { LoadFailed } from '@microloans/shared-contracts/load-failed';
import { postHead } from '../../shared/lib/page-heads';
export { ArticleGate } from './model';

const categoryStyle: CSSProperties = { fontSize: 14, fontWeight: 500, color: brand.primary };
const titleStyle: CSSProperties = { fontSize: 28, margin: '8px 0 8px', overflowWrap: 'anywhere' };

/**
 * `/blog/{slug}`: the post — title, author, date, reading time, views, category, its sanitised
 * text, tags, «Нравится» — then «Читайте также» and the comments. One view is counted each time
 * the page opens. No such post is the shell's 404 screen; a failure to load offers «Повторить».
 */
export function BlogArticlePage() {
  const { slug = '' } = useParams();
  useGate(model.ArticleGate, { slug, onScreen: true });
  const { data, error, pending, retry } = useApiQuery(postQuery, slug);
  const countedViews = useUnit(model.$countedViews);
  const post = data?.post ?? null;

  usePageMeta(post ? postHead(post) : null);

  if (error && errorScreenFor(error)) return null;
  if (error) {
    return (
      <LoadFailed title="Не удалось загрузить статью" error={error} retry={retry} data-testid="article-error" />
    );
  }
  if (pending || !post || !data) {
    return (
      <Card>
        <div role="status" aria-label="Загрузка статьи" data-testid="article-loading">
          <Skeleton active title paragraph={{ rows: 10 }} />
        </div>
      </Card>
    );
  }

  // An older API answers without related posts.
  const related = data.related ?? [];
  return (
    <Flex vertical gap={24}>
      <Card>
        <article data-testid="article">
          {post.category ? (
            <Link to={links.blogCategory(post.category.slug)} style={categoryStyle} data-testid="article-category">
              {post.category.title}
            </Link>
          ) : null}
          <Typography.Title level={1} style={titleStyle}>
            {post.title}
          </Typography.Title>
          <PostStats
            before={<span data-testid="article-author">{post.author}</span>}
            publishedAt={post.publishedAt}
            readingTimeMinutes={post.readingTimeMinutes}
            views={countedViews[post.id] ?? post.views}
            style={{ marginBottom: 16 }}
            data-testid="article-stats"
          />
          <RichText html={post.body} dropLeadingHeading className="post-body" data-testid="article-body" />
          <PostTags tags={post.tags} />
          <LikeButton postId={post.id} likes={post.likes} />
        </article>
      </Card>
      <RelatedPosts posts={related} />
      <DeferredPostComments postId={post.id} />
    </Flex>
  );
}
