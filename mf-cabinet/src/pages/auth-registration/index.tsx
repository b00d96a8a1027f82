import { Card, Typography } from 'ui-kit';

/** Регистрация */
export function AuthRegistrationPage() {
  return (
    <Card>
      <Typography.Title level={2}>Регистрация</Typography.Title>
      <Typography.Paragraph type="secondary">Зарегистрируйтесь по номеру телефона, чтобы видеть свои заявки и предложения.</Typography.Paragraph>
    </Card>
  );
}
