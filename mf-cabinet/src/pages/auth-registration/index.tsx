import { Card, Typography } from 'ui-kit';

/** Регистрация */
export function AuthRegistrationPage() {
  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 28 }}>Регистрация</Typography.Title>
      <Typography.Paragraph type="secondary">Зарегистрируйтесь по номеру телефона, чтобы видеть свои заявки и предложения.</Typography.Paragraph>
    </Card>
  );
}
