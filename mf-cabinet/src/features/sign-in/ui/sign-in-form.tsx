import { useUnit } from 'effector-react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from 'ui-kit';
import { Alert } from 'ui-kit/extra';
import { Form, Input } from 'ui-kit/forms';
import { normalizePhone } from '../lib';
import * as model from '../model';

type SignInValues = { phone: string; password: string };

export function SignInForm() {
  const [error, pending, submit] = useUnit([model.$error, model.$pending, model.formSubmitted]);
  const { control, handleSubmit, formState } = useForm<SignInValues>({
    defaultValues: { phone: '', password: '' },
  });

  const handleValid = (values: SignInValues) =>
    submit({ phone: normalizePhone(values.phone), password: values.password });

  return (
    <Form layout="vertical" onFinish={() => void handleSubmit(handleValid)()} style={{ maxWidth: 360 }}>
      <Form.Item
        label="Телефон"
        htmlFor="sign-in-phone"
        validateStatus={formState.errors.phone ? 'error' : undefined}
        help={formState.errors.phone?.message}
      >
        <Controller
          name="phone"
          control={control}
          rules={{
            required: 'Это поле обязательно для заполнения',
            validate: (value) =>
              normalizePhone(value).length === 11 || 'Неверный формат. Проверьте правильность ввода телефона',
          }}
          render={({ field }) => (
            <Input {...field} id="sign-in-phone" inputMode="tel" autoComplete="tel" placeholder="+7 (999) 999-99-99" />
          )}
        />
      </Form.Item>
      <Form.Item
        label="Пароль"
        htmlFor="sign-in-password"
        validateStatus={formState.errors.password ? 'error' : undefined}
        help={formState.errors.password?.message}
      >
        <Controller
          name="password"
          control={control}
          rules={{ required: 'Это поле обязательно для заполнения' }}
          render={({ field }) => <Input.Password {...field} id="sign-in-password" autoComplete="current-password" />}
        />
      </Form.Item>
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" loading={pending} block>
        Войти
      </Button>
    </Form>
  );
}
