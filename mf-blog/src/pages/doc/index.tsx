import dayjs from 'dayjs';
import { Link, useParams } from 'react-router-dom';
import { useApiQuery } from 'shared-contracts/query';
import { App, Button, Card, Result, Skeleton, Typography } from 'ui-kit';
import { documentBodyHtml } from './lib';
import { docQuery } from './model';

/** `/docs/{slug}`: a legal document from the API, sanitised, with a link to share. */
export function DocPage() {
  const { slug = '' } = useParams();
  const { message } = App.useApp();
  const { data: doc, error, pending, retry } = useApiQuery(docQuery, slug);
  const link = `${location.origin}/docs/${slug}`;

  const handleCopyLink = async () => {
    await navigator.clipboard?.writeText(link).catch(() => undefined);
    message.success('Ссылка на документ скопирована');
  };

  if (error?.status === 404) {
    return (
      <Result
        status="404"
        title="Документ не найден"
        subTitle="Возможно, он был удалён или ссылка устарела."
        extra={<Link to="/">Вернуться на главную</Link>}
      />
    );
  }
  if (error) {
    return (
      <Result
        status="warning"
        title="Не удалось загрузить документ"
        extra={
          <Button type="primary" onClick={retry}>
            Повторить
          </Button>
        }
      />
    );
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
        Редакция от {dayjs(doc.updatedAt).format('D MMMM YYYY')}
      </Typography.Paragraph>
      <div className="doc-body" data-testid="doc-body" dangerouslySetInnerHTML={{ __html: documentBodyHtml(doc.body) }} />
      <Typography.Paragraph copyable={{ text: link }} data-testid="doc-link">
        {link}
      </Typography.Paragraph>
      <Button type="primary" onClick={() => void handleCopyLink()} data-testid="doc-copy-link">
        Поделиться ссылкой
      </Button>
    </Card>
  );
}
