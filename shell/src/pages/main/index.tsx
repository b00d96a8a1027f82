import { useUnit } from 'effector-react';
import { $isAuthenticated, $user, type SessionUser } from '@microloans/platform';
import { Flex, Typography } from '@microloans/ui-kit';
import { RemoteLoading } from '../../shared/federation/remote-loading';
import { RemoteSlot } from '../../shared/federation/remote-slot';
import { mainPageTexts } from '../../shared/main-page/texts';
import { mainPageWidgets } from '../../shared/main-page/widgets';

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
  unauthorized: () => mainPageTexts.headingAnonymous,
  greeting: () => mainPageTexts.headingSignedIn,
  authorized: (user) => `${user?.firstName || user?.fio || 'Здравствуйте'}, подберём займ за 5 минут`,
};

const calculatorHeight = 320;

/** The heading of `/` and its note. */
function MainHero({ heading }: { heading: string }) {
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {heading}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{mainPageTexts.note}</Typography.Paragraph>
    </>
  );
}

/**
 * `/` while the route steps of the first navigation run: the same heading and the calculator's
 * placeholder in the same places, so the static first frame of index.html, this and the page
 * follow each other without a jump.
 */
export function MainPageFrame() {
  const isAuthenticated = useUnit($isAuthenticated);
  return (
    <Flex vertical gap={24} data-testid="main-frame">
      <section>
        <MainHero heading={isAuthenticated ? mainPageTexts.headingSignedIn : mainPageTexts.headingAnonymous} />
        <RemoteLoading minHeight={calculatorHeight} />
      </section>
    </Flex>
  );
}

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
        <MainHero heading={headings[view](user)} />
        <RemoteSlot target={mainPageWidgets.calculator} minHeight={calculatorHeight} />
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
      <RemoteSlot target={mainPageWidgets.latestPosts} minHeight={200} whenNear />
    </Flex>
  );
}
