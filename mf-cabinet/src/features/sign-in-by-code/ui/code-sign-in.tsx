import { useUnit } from 'effector-react';
import { Link } from '@microloans/platform/router';
import { routePaths } from '@microloans/shared-contracts/routes';
import { CodeStep, PhoneStep } from '@microloans/shared-features/phone-code/ui';
import { codeSignIn } from '../model';

export type CodeSignInProps = { defaultPhone?: string; onPhoneChange?: (phone: string) => void };

/** Sign-in by a code sent to the phone; a phone without an account is offered registration. */
export function CodeSignIn({ defaultPhone, onPhoneChange }: CodeSignInProps) {
  const codeStep = useUnit(codeSignIn.$codeStep);
  if (codeStep) return <CodeStep request={codeSignIn} submitText="Войти" />;
  return (
    <PhoneStep
      request={codeSignIn}
      submitText="Получить код"
      defaultPhone={defaultPhone}
      onPhoneChange={onPhoneChange}
      refusedHelp={
        <span>
          Нет аккаунта с этим номером? <Link to={routePaths.authRegistration}>Зарегистрируйтесь</Link>
        </span>
      }
    />
  );
}
