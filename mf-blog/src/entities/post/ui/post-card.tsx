import type { CSSProperties, ReactNode } from 'react';
import { Link } from '@microloans/platform/router';
import type { BlogPostSummaryDto } from '@microloans/shared-contracts/api';
import { links } from '@microloans/shared-contracts/routes';
import { brand, Card, Typography } from '@microloans/ui-kit';
import { PostStats } from './post-stats';

const cardStyle: CSSProperties = { height: '100%', boxSizing: 'border-box' };
const bodyStyle: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 8, height: '100%', boxSizing: 'border-box' };
const categoryStyle: CSSProperties = { fontSize: 13, fontWeight: 500, color: brand.primary, alignSelf: 'flex-start' };
const titleStyle: CSSProperties = { fontSize: 19, margin: 0, overflowWrap: 'anywhere' };
const titleLinkStyle: CSSProperties = { color: brand.text, textDecoration: 'none' };
const excerptStyle: CSSProperties = { margin: 0, overflowWrap: 'anywhere', flex: 1 };

export type PostCardProps = {
  post: BlogPostSummaryDto;
  /** The card's heading level under the page's headings: 2 in a feed, 3 under «Читайте также». */
  headingLevel?: 2 | 3;
  /** Draws the title and excerpt (search marks the query's words); plain text by default. */
  renderText?: (text: string) => ReactNode;
};

const asText = (text: string): ReactNode => text;

/** A post in a list: category, title (the link to the post), excerpt, date, reading time and counts. */
export function PostCard({ post, headingLevel = 2, renderText = asText }: PostCardProps) {
  return (
    <Card style={cardStyle} styles={{ body: bodyStyle }} data-testid="post-card" data-slug={post.slug}>
      {post.category ? (
        <Link to={links.blogCategory(post.category.slug)} style={categoryStyle} data-testid="post-card-category">
          {post.category.title}
        </Link>
      ) : null}
      <Typography.Title level={headingLevel} style={titleStyle}>
        <Link to={links.blogArticle(post.slug)} style={titleLinkStyle}>
          {renderText(post.title)}
        </Link>
      </Typography.Title>
      <Typography.Paragraph style={excerptStyle} data-testid="post-card-excerpt">
        {renderText(post.excerpt)}
      </Typography.Paragraph>
      <PostStats
        publishedAt={post.publishedAt}
        readingTimeMinutes={post.readingTimeMinutes}
        views={post.views}
        likes={post.likes}
        commentsCount={post.commentsCount}
        data-testid="post-card-stats"
      />
    </Card>
  );
}

const gridStyle: CSSProperties = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
  gap: 16,
};

export type PostGridProps = Omit<PostCardProps, 'post'> & { posts: readonly BlogPostSummaryDto[]; 'data-testid'?: string };

/** Posts as a list of cards: one column on a phone, as many as fit on a wider screen. */
export function PostGrid({ posts, 'data-testid': testId, ...card }: PostGridProps) {
  return (
    <ul style={gridStyle} data-testid={testId}>
      {posts.map((post) => (
        <li key={post.id} style={{ minWidth: 0 }}>
          <PostCard post={post} {...card} />
        </li>
      ))}
    </ul>
  );
}
