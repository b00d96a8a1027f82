import { Card, Typography } from 'ui-kit';

/** Восстановление пароля */
export function AuthRecoveryPage() {
  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 28 }}>Восстановление пароля</Typography.Title>
      <Typography.Paragraph type="secondary">Мы отправим код подтверждения на ваш номер телефона.</Typography.Paragraph>
    </Card>
  );
}
