import { yupResolver } from '@hookform/resolvers/yup';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import * as yup from 'yup';
import { passwordRepeatRule, passwordRule } from '@microloans/shared-contracts/validation';
import { Button } from '@microloans/ui-kit';
import { PasswordField } from '@microloans/shared-features/fields';
import type { PasswordSetter } from '../model';

type PasswordValues = { password: string; repeatPassword: string };
const resolver = yupResolver(yup.object({ password: passwordRule(), repeatPassword: passwordRepeatRule() })) as unknown as Resolver<PasswordValues>;

export type NewPasswordStepProps = { flow: PasswordSetter; submitText: string; passwordLabel?: string };

/** The password twice (SPEC §5: required, no Cyrillic, at least 6, the repeat matching). */
export function NewPasswordStep({ flow, submitText, passwordLabel = 'Новый пароль' }: NewPasswordStepProps) {
  const [violations, activating, submitted] = useUnit([flow.$violations, flow.$activating, flow.passwordSubmitted]);
  const { control, handleSubmit, setError } = useForm<PasswordValues>({ defaultValues: { password: '', repeatPassword: '' }, resolver });

  useEffect(() => {
    for (const violation of violations) {
      if (violation.propertyPath === 'password' || violation.propertyPath === 'repeatPassword') {
        setError(violation.propertyPath, { type: 'server', message: violation.message }, { shouldFocus: true });
      }
    }
  }, [violations, setError]);

  return (
    <>
      <form noValidate onSubmit={(event) => void handleSubmit(submitted)(event)} data-testid="password-step">
        <PasswordField control={control} name="password" label={passwordLabel} id="new-password" />
        <PasswordField control={control} name="repeatPassword" label="Повторите пароль" id="repeat-password" />
        <Button type="primary" size="large" htmlType="submit" block loading={activating}>
          {submitText}
        </Button>
      </form>
    </>
  );
}
