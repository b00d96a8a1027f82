import { useUnit } from 'effector-react';
import type { RemoteModuleRef } from 'shared-contracts/remotes';
import { $isAuthenticated, $user, type SessionUser } from 'shared-contracts/session';
import { Flex, Typography } from 'ui-kit';
import { RemoteSlot } from '../../shared/federation/remote-slot';

/** The remotes' widgets `/` is made of. */
export const mainPageWidgets = {
  calculator: { remote: 'mf_confirmation', module: './widgets/LoanCalculator' },
  applications: { remote: 'mf_cabinet', module: './widgets/ApplicationsSummary' },
  latestPosts: { remote: 'mf_blog', module: './widgets/LatestPosts' },
} as const satisfies Record<string, RemoteModuleRef>;

/** Which sub-view of `/` a visitor gets (SPEC §2). */
export type MainView = 'unauthorized' | 'greeting' | 'authorized';

/**
 * `unauthorized`: no sign-in; `greeting`: signed in, profile still on its way (a neutral hello,
 * no empty name); `authorized`: the borrower is known — their name and their applications.
 */
export function mainViewOf(isAuthenticated: boolean, user: SessionUser | null): MainView {
  if (!isAuthenticated) return 'unauthorized';
  return user ? 'authorized' : 'greeting';
}

const headings: Record<MainView, (user: SessionUser | null) => string> = {
  unauthorized: () => 'Займ онлайн на карту за 5 минут',
  greeting: () => 'Здравствуйте! Подберём займ за 5 минут',
  authorized: (user) => `${user?.firstName || user?.fio || 'Здравствуйте'}, подберём займ за 5 минут`,
};

const howItWorks = [
  'Выберите сумму и срок',
  'Заполните заявку в три шага и подтвердите телефон',
  'Получите предложения и деньги на карту',
];

/** `/`: the calculator widget of mf-confirmation, the borrower's applications, the blog's strip. */
export function MainPage() {
  const [user, isAuthenticated] = useUnit([$user, $isAuthenticated]);
  const view = mainViewOf(isAuthenticated, user);
  return (
    <Flex vertical gap={24} data-testid="main-view" data-view={view}>
      <section>
        <Typography.Title level={1} style={{ fontSize: 28 }}>
          {headings[view](user)}
        </Typography.Title>
        <Typography.Paragraph type="secondary">Решение по заявке — в течение 1 дня.</Typography.Paragraph>
        <RemoteSlot target={mainPageWidgets.calculator} minHeight={320} />
      </section>
      {isAuthenticated ? (
        <RemoteSlot target={mainPageWidgets.applications} minHeight={120} />
      ) : (
        <section aria-labelledby="how-it-works">
          <Typography.Title level={2} id="how-it-works" style={{ fontSize: 22 }}>
            Как получить займ
          </Typography.Title>
          <ol className="how-it-works">
            {howItWorks.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      )}
      <RemoteSlot target={mainPageWidgets.latestPosts} minHeight={200} />
    </Flex>
  );
}
