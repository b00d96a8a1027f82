import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from '@microloans/platform/router';
import { insidePathOr } from '@microloans/shared-contracts/navigation';
import { pageFrames, routePaths } from '@microloans/shared-contracts/routes';
import { Card, Typography } from '@microloans/ui-kit';
import { PasswordFlowSteps, recovery } from '../../features/password-flow';

/**
 * `/auth/recovery`: the phone (a code with `account_recovery`; an unknown phone is told so), the
 * code (which signs the borrower in), the new password twice → «Пароль успешно обновлен!»; then
 * `to` or the profile.
 */
export function AuthRecoveryPage() {
  const [stage, opened] = useUnit([recovery.$stage, recovery.code.opened]);
  const [params] = useSearchParams();
  const navigate = useNavigate();

  useEffect(() => opened(), [opened]);
  useEffect(() => {
    if (stage === 'done') navigate(insidePathOr(params.get('to') ?? routePaths.profile, routePaths.profile, 'sign-in-return'), { replace: true });
  }, [stage, params, navigate]);

  return (
    <Card style={{ maxWidth: 440, margin: '0 auto' }}>
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
        {pageFrames.authRecovery.heading}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{pageFrames.authRecovery.lead}</Typography.Paragraph>
      <PasswordFlowSteps
        flow={recovery}
        texts={{ sendCode: 'Получить код', confirmCode: 'Подтвердить', setPassword: 'Сохранить пароль' }}
        refusedHelp={
          <span>
            Нет аккаунта с этим номером? <Link to={routePaths.authRegistration}>Зарегистрируйтесь</Link>
          </span>
        }
      />
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
        <Link to={routePaths.auth}>Вспомнили пароль? Войти</Link>
      </Typography.Paragraph>
    </Card>
  );
}
