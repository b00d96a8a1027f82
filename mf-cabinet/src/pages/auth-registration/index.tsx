import { Link } from '@microloans/platform/router';
import { pageFrames, routePaths } from '@microloans/shared-contracts/routes';
import { PasswordFlowCard, registration } from '../../features/password-flow';

/**
 * `/auth/registration` (SPEC §2): step 0 the phone (a code with `account_registration`), step 1 the
 * code (which signs the borrower in), step 2 a password; then `to` or `/`. A phone that already has
 * an account is told so, with the ways in it has.
 */
export function AuthRegistrationPage() {
  return (
    <PasswordFlowCard
      flow={registration}
      frame={pageFrames.authRegistration}
      doneTo={routePaths.main}
      texts={{ sendCode: 'Получить код', confirmCode: 'Подтвердить', setPassword: 'Зарегистрироваться' }}
      refusedHelp={
        <span>
          <Link to={routePaths.auth}>Войдите</Link> или <Link to={routePaths.authRecovery}>восстановите пароль</Link>.
        </span>
      }
      footer={
        <>
          Уже есть аккаунт? <Link to={routePaths.auth}>Войти</Link>
        </>
      }
    />
  );
}
