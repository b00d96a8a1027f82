import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from '@microloans/platform/router';
import { insidePathOr } from '@microloans/shared-contracts/navigation';
import { pageFrames, routePaths } from '@microloans/shared-contracts/routes';
import { Card, Typography } from '@microloans/ui-kit';
import { PasswordFlowSteps, registration } from '../../features/password-flow';

/**
 * `/auth/registration` (SPEC §2): step 0 the phone (a code with `account_registration`), step 1 the
 * code (which signs the borrower in), step 2 a password; then `to` or `/`. A phone that already has
 * an account is told so, with the ways in it has.
 */
export function AuthRegistrationPage() {
  const [stage, opened] = useUnit([registration.$stage, registration.code.opened]);
  const [params] = useSearchParams();
  const navigate = useNavigate();

  useEffect(() => opened(), [opened]);
  useEffect(() => {
    if (stage === 'done') navigate(insidePathOr(params.get('to') ?? routePaths.main, routePaths.main, 'sign-in-return'), { replace: true });
  }, [stage, params, navigate]);

  return (
    <Card style={{ maxWidth: 440, margin: '0 auto' }}>
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
        {pageFrames.authRegistration.heading}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{pageFrames.authRegistration.lead}</Typography.Paragraph>
      <PasswordFlowSteps
        flow={registration}
        texts={{ sendCode: 'Получить код', confirmCode: 'Подтвердить', setPassword: 'Зарегистрироваться' }}
        refusedHelp={
          <span>
            <Link to={routePaths.auth}>Войдите</Link> или <Link to={routePaths.authRecovery}>восстановите пароль</Link>.
          </span>
        }
      />
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
        Уже есть аккаунт? <Link to={routePaths.auth}>Войти</Link>
      </Typography.Paragraph>
    </Card>
  );
}
