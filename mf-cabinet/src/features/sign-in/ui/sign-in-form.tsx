import { yupResolver } from '@hookform/resolvers/yup';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import * as yup from 'yup';
import { digitsOnly, phoneRule, validationMessages } from '@microloans/shared-contracts/validation';
import { Button } from '@microloans/ui-kit';
import { Alert } from '@microloans/ui-kit/extra';
import { PasswordField, PhoneField } from '@microloans/shared-features/fields';
import * as model from '../model';

type SignInValues = { phone: string; password: string };

const resolver = yupResolver(
  yup.object({ phone: phoneRule(), password: yup.string().default('').required(validationMessages.required) }),
) as unknown as Resolver<SignInValues>;

export type SignInFormProps = {
  /** The phone typed before (on the code form), so switching loses nothing. */
  defaultPhone?: string;
  onPhoneChange?: (phone: string) => void;
};

/** Sign-in by phone and password (SPEC §7 `/auth/login`), with the shared rules and fields. */
export function SignInForm({ defaultPhone = '', onPhoneChange }: SignInFormProps) {
  const [error, pending, submit] = useUnit([model.$error, model.$pending, model.formSubmitted]);
  const { control, handleSubmit, subscribe, getValues } = useForm<SignInValues>({ defaultValues: { phone: defaultPhone, password: '' }, resolver });

  useEffect(() => {
    if (!onPhoneChange) return undefined;
    // A phone typed before the page's code took the form over reached it as its field was taken over.
    if (getValues('phone') !== defaultPhone) onPhoneChange(getValues('phone'));
    return subscribe({ formState: { values: true }, callback: ({ values }) => onPhoneChange(values.phone ?? '') });
  }, [subscribe, getValues, onPhoneChange, defaultPhone]);

  return (
    <>
      <form noValidate onSubmit={(event) => void handleSubmit(({ phone, password }) => submit({ phone: digitsOnly(phone), password }))(event)}>
        <PhoneField control={control} name="phone" label="Телефон" id="sign-in-phone" />
        <PasswordField control={control} name="password" label="Пароль" id="sign-in-password" autoComplete="current-password" />
        {error ? <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} data-testid="sign-in-error" /> : null}
        <Button type="primary" htmlType="submit" size="large" loading={pending} block>
          Войти
        </Button>
      </form>
    </>
  );
}
