import { Card, Typography } from 'ui-kit';

/** Заявка на займ */
export function ConfirmationPage() {
  return (
    <Card>
      <Typography.Title level={2}>Заявка на займ</Typography.Title>
      <Typography.Paragraph type="secondary">Три шага: контактные данные, паспортные данные, занятость.</Typography.Paragraph>
    </Card>
  );
}
