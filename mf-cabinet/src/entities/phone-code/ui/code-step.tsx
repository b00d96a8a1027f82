import { yupResolver } from '@hookform/resolvers/yup';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import * as yup from 'yup';
import { codeTexts } from '@microloans/shared-contracts/api';
import { formatPhone, validationMessages } from '@microloans/shared-contracts/validation';
import { Button, Flex, Typography } from '@microloans/ui-kit';
import { Alert } from '@microloans/ui-kit/extra';
import { FormField, MaskedInput } from '@microloans/ui-kit/forms';
import type { CodeCheck } from '../model';

type CodeValues = { code: string };
const schema = yup.object({ code: yup.string().default('').required(validationMessages.required) });
const resolver = yupResolver(schema) as unknown as Resolver<CodeValues>;

export type CodeStepProps = {
  request: CodeCheck;
  submitText: string;
  /** Where the code went, in words: an SMS to a phone by default. */
  sentTo?: (target: string) => ReactNode;
  codeLabel?: string;
  changeText?: string;
};

const smsSentTo = (phone: string) => (
  <>
    Мы отправили СМС с кодом на номер <strong>{formatPhone(phone)}</strong>.
  </>
);

/**
 * The code sent to the phone: the field, the resend control (a countdown while the lock runs,
 * SPEC §4), the way back to another number, and the SPEC §8 texts of what went wrong.
 */
export function CodeStep({ request, submitText, sentTo = smsSentTo, codeLabel = codeTexts.enterCode, changeText = 'Изменить номер' }: CodeStepProps) {
  const { target, secondsLeft, errors, pending } = useUnit({
    target: request.$target,
    secondsLeft: request.$secondsLeft,
    errors: request.$errors,
    pending: request.$pending,
  });
  const events = useUnit({ submitted: request.submitted, resend: request.resendClicked, cancel: request.cancelled });
  const { control, handleSubmit } = useForm<CodeValues>({ defaultValues: { code: '' }, resolver });

  return (
    <>
      <form noValidate onSubmit={(event) => void handleSubmit(({ code }) => events.submitted(code))(event)} data-testid="code-step">
        <Typography.Paragraph>{target ? sentTo(target) : null}</Typography.Paragraph>
        <FormField control={control} name="code" label={codeLabel} id="code">
          {(input) => (
            <MaskedInput
              inputRef={input.ref}
              id={input.id}
              name={input.name}
              mask="0000"
              value={input.value}
              onChange={input.onChange}
              onBlur={input.onBlur}
              inputMode="numeric"
              autoComplete="one-time-code"
              size="large"
              status={input.status}
              aria-invalid={input['aria-invalid']}
              aria-describedby={input['aria-describedby']}
            />
          )}
        </FormField>
        {errors.code ? <Alert type="error" showIcon title={errors.code} style={{ marginBottom: 16 }} data-testid="code-error" /> : null}
        <Flex vertical gap={12}>
          <Button type="primary" size="large" htmlType="submit" block loading={pending}>
            {submitText}
          </Button>
          <Flex justify="space-between" wrap gap={8} align="center">
            {secondsLeft > 0 ? (
              <Typography.Text type="secondary" data-testid="code-countdown">
                {codeTexts.resendIn(secondsLeft)}
              </Typography.Text>
            ) : (
              <Button type="link" onClick={() => events.resend()} disabled={pending} style={{ paddingInline: 0 }}>
                Получить код повторно
              </Button>
            )}
            <Button type="link" onClick={() => events.cancel()} style={{ paddingInline: 0 }}>
              {changeText}
            </Button>
          </Flex>
        </Flex>
      </form>
    </>
  );
}
