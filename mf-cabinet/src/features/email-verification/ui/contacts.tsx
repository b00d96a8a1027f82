import { yupResolver } from '@hookform/resolvers/yup';
import { useGate, useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import * as yup from 'yup';
import type { SessionUser } from '@microloans/platform';
import { emailRule, formatPhone } from '@microloans/shared-contracts/validation';
import { Button, Card, Flex, Typography } from '@microloans/ui-kit';
import { Alert, StatusTag } from '@microloans/ui-kit/extra';
import { FormField, Input } from '@microloans/ui-kit/forms';
import { CodeStep } from '@microloans/shared-features/phone-code/ui';
import { ContactsGate, emailCheck, emailTexts, needsVerification } from '../model';

type EmailValues = { email: string };
const resolver = yupResolver(yup.object({ email: emailRule() })) as unknown as Resolver<EmailValues>;

export type ContactsProps = { user: SessionUser };

/** Контакты: the phone the account is signed in with, and the email with its verification. */
export function Contacts({ user }: ContactsProps) {
  const { codeStep, errors, pending } = useUnit({ codeStep: emailCheck.$codeStep, errors: emailCheck.$errors, pending: emailCheck.$pending });
  const requested = useUnit(emailCheck.requested);
  useGate(ContactsGate);
  const { control, handleSubmit, subscribe } = useForm<EmailValues>({ defaultValues: { email: user.email ?? '' }, resolver });
  const [typed, setTyped] = useState(user.email ?? '');

  useEffect(() => subscribe({ formState: { values: true }, callback: ({ values }) => setTyped(values.email ?? '') }), [subscribe]);

  const verified = user.emailVerified && Boolean(user.email);

  return (
    <Flex vertical gap={16}>
      <Card title="Телефон">
        <Typography.Paragraph style={{ margin: 0 }} data-testid="contacts-phone">
          {formatPhone(user.phone)}
        </Typography.Paragraph>
        <Typography.Text type="secondary">Номер, по которому вы входите в личный кабинет.</Typography.Text>
      </Card>
      <Card title="Электронная почта" data-testid="contacts-email">
        <Flex gap={8} align="center" style={{ marginBottom: 12 }}>
          {user.email ? <span>{user.email}</span> : <span>не указана</span>}
          {user.email ? <StatusTag tone={verified ? 'success' : 'warning'}>{verified ? 'подтверждена' : 'не подтверждена'}</StatusTag> : null}
        </Flex>
        {codeStep ? (
          <CodeStep
            request={emailCheck}
            submitText="Подтвердить"
            codeLabel={emailTexts.codeLabel}
            changeText="Изменить почту"
            sentTo={(email) => (
              <>
                Мы отправили письмо с кодом на <strong>{email}</strong>.
              </>
            )}
          />
        ) : (
          <>
            <form noValidate onSubmit={(event) => void handleSubmit(({ email }) => requested(email))(event)}>
              <FormField control={control} name="email" label="Почта" id="contacts-email-input">
                {(input) => (
                  <Input
                    ref={input.ref}
                    id={input.id}
                    name={input.name}
                    type="email"
                    autoComplete="email"
                    value={input.value}
                    onChange={(event) => input.onChange(event.target.value)}
                    onBlur={input.onBlur}
                    status={input.status}
                    aria-invalid={input['aria-invalid']}
                    aria-describedby={input['aria-describedby']}
                  />
                )}
              </FormField>
              {errors.phone || errors.code ? <Alert type="error" showIcon title={errors.phone ?? errors.code} style={{ marginBottom: 16 }} /> : null}
              {needsVerification(typed, user) ? (
                <Button type="primary" htmlType="submit" loading={pending}>
                  Подтвердить почту
                </Button>
              ) : null}
            </form>
          </>
        )}
      </Card>
    </Flex>
  );
}
