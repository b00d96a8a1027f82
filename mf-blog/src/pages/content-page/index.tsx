import { useGate } from 'effector-react';
import type { CSSProperties } from 'react';
import { useApiQuery } from '@microloans/platform';
import { Link, useParams } from '@microloans/platform/router';
import { usePageMeta } from '@microloans/shared-contracts/page-meta';
import { links } from '@microloans/shared-contracts/routes';
import { brand, Card, Skeleton, Typography } from '@microloans/ui-kit';
import { errorScreenFor } from '../../shared/lib/error-screen';
import { RichText } from '../../shared/ui/rich-text';
import * as model from './model';
import { LoadFailed } from '@microloans/shared-contracts/load-failed';
import { landingPageHead } from '../../shared/lib/page-heads';
export { ContentPageGate, contentPageQuery } from './model';

const callToActionStyle: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  padding: '8px 20px',
  borderRadius: 10,
  background: brand.primary,
  color: '#fff',
  fontWeight: 600,
  fontSize: 16,
  textDecoration: 'none',
};

/**
 * `/ll/{slug}`: a content page from the API — its title, its sanitised text and «Оформить заявку».
 * The tab's title and the search description are the page's own (`seo`). No such page is the
 * shell's 404 screen; a failure to load offers «Повторить».
 */
export function ContentPage() {
  const { slug = '' } = useParams();
  useGate(model.ContentPageGate, { slug });
  const { data: page, error, pending, retry } = useApiQuery(model.contentPageQuery, slug);
  usePageMeta(page ? landingPageHead(page) : null);

  if (error && errorScreenFor(error)) return null;
  if (error) {
    return (
      <LoadFailed title="Не удалось загрузить страницу" error={error} retry={retry} data-testid="content-page-error" />
    );
  }
  if (pending || !page) {
    return (
      <Card>
        <div role="status" aria-label="Загрузка страницы" data-testid="content-page-loading">
          <Skeleton active title paragraph={{ rows: 6 }} />
        </div>
      </Card>
    );
  }

  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0, overflowWrap: 'anywhere' }}>
        {page.title}
      </Typography.Title>
      <RichText html={page.body} dropLeadingHeading className="content-page-body" data-testid="content-page-body" />
      <Link to={links.applyForLoan} style={callToActionStyle} data-testid="content-page-apply">
        Оформить заявку
      </Link>
    </Card>
  );
}
