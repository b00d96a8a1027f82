import { useGate, useUnit } from 'effector-react';
import { useRef } from 'react';
import { $isAuthenticated, $previousRoute, $user } from '@microloans/platform';
import { Link, useNavigate, useSearchParams } from '@microloans/platform/router';
import { useTakenOver } from '@microloans/shared-contracts/hydration';
import { useTypedBeforeTakeover } from '@microloans/shared-contracts/hydration/typed-before-takeover';
import { links, pageFrames, routePaths } from '@microloans/shared-contracts/routes';
import { Button, Card, Flex, Typography } from '@microloans/ui-kit';
import { Radio } from '@microloans/ui-kit/forms';
import { SignInForm } from '../../features/sign-in';
import { CodeSignIn } from '../../features/sign-in-by-code';
import * as model from './model';

/** The page a borrower came from, unless it was one of the auth pages themselves. */
const returnableRoute = (route: string | null) => (route && !route.startsWith(routePaths.auth) ? route : null);

const modes = [
  { label: 'По паролю', value: 'password' },
  { label: 'По коду из СМС', value: 'code' },
] as const;

/**
 * `/auth`: sign-in by phone and password, or by phone and a one-time code, switching without
 * losing the phone typed. Afterwards to `to` (in-site only), else the page they came from, else
 * the profile (the page's model, `AuthPageGate`).
 */
export function AuthPage() {
  const [isAuthenticated, user, previousRoute, keptMode, keptPhone] = useUnit([$isAuthenticated, $user, $previousRoute, model.$mode, model.$typedPhone]);
  // What this tab kept (the way chosen, the phone) is the browser's: the server's page, and the
  // browser's first draw over it, show a fresh form; the kept one follows at once — unless the
  // borrower has typed into the fresh one meanwhile (the form takes typing before the page's code
  // does): then that is the form, and it replaces what the tab kept.
  const takenOver = useTakenOver();
  const form = useRef<HTMLDivElement>(null);
  const typedHere = useTypedBeforeTakeover(form, useUnit(model.signInTypedBeforeTakeover));
  const mode = takenOver ? keptMode : model.freshSignIn.mode;
  const typedPhone = takenOver ? keptPhone : model.freshSignIn.phone;
  // The form reads its phone when it mounts: drawn again once if the tab had one kept.
  const formKey = takenOver && !typedHere && model.$typedPhone.defaultState !== model.freshSignIn.phone ? 'kept' : 'fresh';
  const events = useUnit({ modeChosen: model.modeChosen, phoneTyped: model.phoneTyped });
  const [params] = useSearchParams();
  const navigate = useNavigate();
  useGate(model.AuthPageGate, { returnTo: params.get('to') ?? returnableRoute(previousRoute) });

  return (
    <Card style={{ maxWidth: 440, margin: '0 auto' }}>
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
        {pageFrames.auth.heading}
      </Typography.Title>
      {isAuthenticated ? (
        <Flex vertical gap={12} data-testid="cabinet-signed-in">
          <Typography.Paragraph>Вы вошли как {user?.fio ?? '…'}.</Typography.Paragraph>
          <Flex gap={8} wrap>
            <Button type="primary" onClick={() => navigate(routePaths.profile)}>
              Перейти в профиль
            </Button>
            <Button onClick={() => navigate(links.applyForLoan)}>Подать заявку</Button>
          </Flex>
        </Flex>
      ) : (
        <Flex vertical gap={16} data-testid="cabinet-anonymous">
          <div ref={form}>
            <Flex vertical gap={16}>
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                value={mode}
                onChange={(event) => events.modeChosen(event.target.value as model.SignInMode)}
                options={modes.map((option) => ({ ...option }))}
                aria-label="Способ входа"
              />
              {mode === 'password' ? (
                <SignInForm key={formKey} defaultPhone={typedPhone} onPhoneChange={events.phoneTyped} />
              ) : (
                <CodeSignIn key={formKey} defaultPhone={typedPhone} onPhoneChange={events.phoneTyped} />
              )}
            </Flex>
          </div>
          <Flex gap={16} wrap>
            <Link to={routePaths.authRecovery}>Забыли пароль?</Link>
            <Link to={routePaths.authRegistration}>Регистрация</Link>
          </Flex>
        </Flex>
      )}
    </Card>
  );
}
