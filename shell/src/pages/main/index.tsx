import { useUnit } from 'effector-react';
import { $user } from 'shared-contracts/session';
import { Typography } from 'ui-kit';
import { RemoteSlot } from '../../shared/federation/remote-slot';

/** `/`: a greeting and the loan calculator widget of mf-confirmation. Issue #4 adds the sub-views. */
export function MainPage() {
  const user = useUnit($user);
  return (
    <section>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {user ? `${user.firstName ?? user.fio}, подберём займ за 5 минут` : 'Займ онлайн на карту за 5 минут'}
      </Typography.Title>
      <Typography.Paragraph type="secondary">Решение по заявке — в течение 1 дня.</Typography.Paragraph>
      <RemoteSlot target={{ remote: 'mf_confirmation', module: './widgets/LoanCalculator' }} minHeight={320} />
    </section>
  );
}
