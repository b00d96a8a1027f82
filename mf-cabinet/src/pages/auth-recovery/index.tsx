import { Link } from '@microloans/platform/router';
import { pageFrames, routePaths } from '@microloans/shared-contracts/routes';
import { PasswordFlowCard, recovery } from '../../features/password-flow';

/**
 * `/auth/recovery`: the phone (a code with `account_recovery`; an unknown phone is told so), the
 * code (which signs the borrower in), the new password twice → «Пароль успешно обновлен!»; then
 * `to` or the profile.
 */
export function AuthRecoveryPage() {
  return (
    <PasswordFlowCard
      flow={recovery}
      frame={pageFrames.authRecovery}
      doneTo={routePaths.profile}
      texts={{ sendCode: 'Получить код', confirmCode: 'Подтвердить', setPassword: 'Сохранить пароль' }}
      refusedHelp={
        <span>
          Нет аккаунта с этим номером? <Link to={routePaths.authRegistration}>Зарегистрируйтесь</Link>
        </span>
      }
      footer={<Link to={routePaths.auth}>Вспомнили пароль? Войти</Link>}
    />
  );
}
