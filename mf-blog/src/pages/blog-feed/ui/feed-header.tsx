import type { CSSProperties } from 'react';
import { useApiQuery } from '@microloans/platform';
import type { BlogCategoryDto } from '@microloans/shared-contracts/api';
import { usePageMeta } from '@microloans/shared-contracts/page-meta';
import { Card, Skeleton, Typography } from '@microloans/ui-kit';
import { categoriesQuery } from '../../../entities/post';
import { categoryHead } from '../../../shared/lib/page-heads';

export const feedTitleId = 'blog-feed-title';
const titleStyle: CSSProperties = { fontSize: 28, marginTop: 0, outline: 'none', scrollMarginTop: 16, overflowWrap: 'anywhere' };

const feedTexts = {
  title: 'Блог',
  description: 'Статьи о займах, кредитной истории и финансах.',
} as const;

type HeaderProps = { title: string; description: string };

function Header({ title, description }: HeaderProps) {
  return (
    <Card>
      {/* The focus comes here when another page of the list is chosen. */}
      <Typography.Title level={1} id={feedTitleId} tabIndex={-1} style={titleStyle}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }} data-testid="feed-description">
        {description}
      </Typography.Paragraph>
    </Card>
  );
}

/**
 * The whole blog's heading. The tab's title stays the shell's for the route («Блог»; at `/` of a
 * blog-mode site the blog's own name).
 */
export function BlogHeader() {
  return <Header title={feedTexts.title} description={feedTexts.description} />;
}

export type CategoryHeaderProps = {
  slug: string;
  /** The category as a post of the page names it, while the list of categories is not here. */
  fromPosts: BlogCategoryDto | null;
};

/** A category's heading: its title and description, which are also the tab's title and the page's description. */
export function CategoryHeader({ slug, fromPosts }: CategoryHeaderProps) {
  const { data } = useApiQuery(categoriesQuery, undefined);
  const category = data?.categories.find((item) => item.slug === slug) ?? (fromPosts?.slug === slug ? fromPosts : null);
  usePageMeta(category ? categoryHead(category) : null);
  if (!category) {
    return (
      <Card>
        <div role="status" aria-label="Загрузка рубрики">
          <Skeleton active title paragraph={{ rows: 1 }} />
        </div>
      </Card>
    );
  }
  return <Header title={category.title} description={category.description} />;
}
