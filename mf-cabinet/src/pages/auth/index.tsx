import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'platform/router';
import { $previousRoute, $isAuthenticated, $user } from 'platform';
import { insidePathOr } from 'shared-contracts/navigation';
import { links, routePaths } from 'shared-contracts/routes';
import { Button, Card, Flex, Typography } from 'ui-kit';
import { SignInForm } from '../../features/sign-in';

/** The page a borrower came from, unless it was one of the auth pages themselves. */
const returnableRoute = (route: string | null) => (route && !route.startsWith(routePaths.auth) ? route : null);

/**
 * `/auth`: sign-in by phone and password. Afterwards back to `to` when a guard sent the visitor
 * here, else to the page they came from (the shell's previous route); a direct visit stays.
 */
export function AuthPage() {
  const [isAuthenticated, user, previousRoute] = useUnit([$isAuthenticated, $user, $previousRoute]);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const wasAuthenticated = useRef(isAuthenticated);
  const returnTo = params.get('to') ?? returnableRoute(previousRoute);

  useEffect(() => {
    if (isAuthenticated && !wasAuthenticated.current && returnTo) {
      // A `to` that would lead off the site (or nowhere) falls back to the profile, and is logged.
      navigate(insidePathOr(returnTo, routePaths.profile, 'sign-in-return'), { replace: true });
    }
    wasAuthenticated.current = isAuthenticated;
  }, [isAuthenticated, returnTo, navigate]);

  return (
    <Card style={{ maxWidth: 440, margin: '0 auto' }}>
      <Typography.Title level={1} style={{ fontSize: 28 }}>Вход в личный кабинет</Typography.Title>
      {isAuthenticated ? (
        <Flex vertical gap={12} data-testid="cabinet-signed-in">
          <Typography.Paragraph>Вы вошли как {user?.fio ?? '…'}.</Typography.Paragraph>
          <Flex gap={8} wrap>
            <Link to={routePaths.profile}>
              <Button type="primary">Перейти в профиль</Button>
            </Link>
            <Link to={links.applyForLoan}>
              <Button>Подать заявку</Button>
            </Link>
          </Flex>
        </Flex>
      ) : (
        <div data-testid="cabinet-anonymous">
          <Typography.Paragraph type="secondary">Войдите по номеру телефона и паролю.</Typography.Paragraph>
          <SignInForm />
          <Flex gap={16} style={{ marginTop: 16 }} wrap>
            <Link to={routePaths.authRecovery}>Забыли пароль?</Link>
            <Link to={routePaths.authRegistration}>Регистрация</Link>
          </Flex>
        </div>
      )}
    </Card>
  );
}
