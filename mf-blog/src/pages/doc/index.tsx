import { useGate } from 'effector-react';
import { Suspense, useState } from 'react';
import { useParams } from '@microloans/platform/router';
import { siteOrigin, useApiQuery } from '@microloans/platform';
import { useTakenOver } from '@microloans/shared-contracts/hydration';
import { usePageMeta } from '@microloans/shared-contracts/page-meta';
import { formatDay } from '@microloans/shared-contracts/format';
import { LoadFailed } from '@microloans/shared-contracts/load-failed';
import { Button, Card, lazyModule, Skeleton, Typography } from '@microloans/ui-kit';
import { RichText } from '../../shared/ui/rich-text';
import { docErrorScreen, docQuery, DocPageGate } from './model';
import { docHead } from '../../shared/lib/page-heads';
export { DocPageGate, docQuery } from './model';

// "Link copied" comes with the first copy (it brings ui-kit/feedback), not with the document.
// Without a connection the copy still happens; the words say so plainly.
const FeedbackOnRequest = lazyModule(() => import('@microloans/ui-kit/feedback').then((kit) => ({ default: kit.FeedbackOnRequest })), {
  unavailable: () => (
    <Typography.Paragraph role="status" data-testid="doc-link-copied">
      {copiedText}
    </Typography.Paragraph>
  ),
});

const copiedText = 'Ссылка на документ скопирована';

/** `/docs/{slug}`: a legal document from the API, sanitised, with a link to share. */
export function DocPage() {
  const { slug = '' } = useParams();
  const [copies, setCopies] = useState(0);
  const takenOver = useTakenOver();
  useGate(DocPageGate, { slug });
  const { data: doc, error, pending, retry } = useApiQuery(docQuery, slug);
  const screen = error ? docErrorScreen(error) : null;
  // The tab says which document this is, as a content page does.
  usePageMeta(doc ? docHead(doc) : null);
  const link = `${siteOrigin()}/docs/${slug}`;

  const handleCopyLink = async () => {
    await navigator.clipboard?.writeText(link).catch(() => undefined);
    setCopies((count) => count + 1);
  };

  if (screen) return null;
  if (error) {
    return <LoadFailed title="Не удалось загрузить документ" error={error} retry={retry} data-testid="doc-error" />;
  }
  if (pending || !doc) {
    return (
      <Card data-testid="doc-loading">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }

  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {doc.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" data-testid="doc-date">
        Редакция от {formatDay(doc.updatedAt)}
      </Typography.Paragraph>
      <RichText className="doc-body" data-testid="doc-body" html={doc.body} dropLeadingHeading />
      <Typography.Paragraph data-testid="doc-link" style={{ overflowWrap: 'anywhere' }}>
        {link}
      </Typography.Paragraph>
      {/* Held until the page's code has taken it over (drawn by the server, a press before would be lost). */}
      <Button type="primary" disabled={!takenOver} onClick={() => void handleCopyLink()} data-testid="doc-copy-link">
        Поделиться ссылкой
      </Button>
      {copies > 0 && (
        <Suspense fallback={null}>
          <FeedbackOnRequest request={copies} show={({ message }) => void message.success(copiedText)} />
        </Suspense>
      )}
    </Card>
  );
}
