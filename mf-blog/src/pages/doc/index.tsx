import dayjs from 'dayjs';
import { useParams } from 'react-router-dom';
import { App, Button, Card, Typography } from 'ui-kit';

const documentTitles: Record<string, string> = {
  'privacy-agreement': 'Согласие на обработку персональных данных',
  'mailing-agreement': 'Согласие на получение рекламных рассылок',
};

/** `/docs/{slug}`: a legal document. Issue #3 loads its text from the API. */
export function DocPage() {
  const { slug = '' } = useParams();
  const { message } = App.useApp();
  const title = documentTitles[slug] ?? 'Документ';
  const link = `${location.origin}/docs/${slug}`;

  const handleCopyLink = async () => {
    await navigator.clipboard?.writeText(link).catch(() => undefined);
    message.success('Ссылка на документ скопирована');
  };

  return (
    <Card>
      <Typography.Title level={2}>{title}</Typography.Title>
      <Typography.Paragraph type="secondary" data-testid="doc-date">
        Редакция от {dayjs('2026-11-01').format('D MMMM YYYY')}
      </Typography.Paragraph>
      <Typography.Paragraph copyable={{ text: link }} data-testid="doc-link">
        {link}
      </Typography.Paragraph>
      <Button type="primary" onClick={() => void handleCopyLink()} data-testid="doc-copy-link">
        Поделиться ссылкой
      </Button>
    </Card>
  );
}
