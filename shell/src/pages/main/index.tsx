import { useUnit } from 'effector-react';
import { $isAuthenticated, $user } from 'shared-contracts/session';
import { Flex, Typography } from 'ui-kit';
import { RemoteSlot } from '../../shared/federation/remote-slot';

/**
 * `/`: a greeting, the loan calculator widget of mf-confirmation, the signed-in borrower's
 * applications (mf-cabinet) and the newest blog posts (mf-blog). Issue #4 adds the sub-views.
 */
export function MainPage() {
  const [user, isAuthenticated] = useUnit([$user, $isAuthenticated]);
  return (
    <Flex vertical gap={24}>
      <section>
        <Typography.Title level={1} style={{ fontSize: 28 }}>
          {user ? `${user.firstName ?? user.fio}, подберём займ за 5 минут` : 'Займ онлайн на карту за 5 минут'}
        </Typography.Title>
        <Typography.Paragraph type="secondary">Решение по заявке — в течение 1 дня.</Typography.Paragraph>
        <RemoteSlot target={{ remote: 'mf_confirmation', module: './widgets/LoanCalculator' }} minHeight={320} />
      </section>
      {isAuthenticated && <RemoteSlot target={{ remote: 'mf_cabinet', module: './widgets/ApplicationsSummary' }} minHeight={120} />}
      <RemoteSlot target={{ remote: 'mf_blog', module: './widgets/LatestPosts' }} minHeight={200} />
    </Flex>
  );
}
