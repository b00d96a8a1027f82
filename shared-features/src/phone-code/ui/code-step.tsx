import { yupResolver } from '@hookform/resolvers/yup';
import { useUnit } from 'effector-react';
import { useCallback, useRef, type KeyboardEvent, type ReactNode } from 'react';
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
  /**
   * Inside another form (the application's first step): the step is not a form of its own (forms
   * do not nest), Enter in the code sends the code, not the form around it.
   */
  nested?: boolean;
};

const smsSentTo = (phone: string) => (
  <>
    Мы отправили СМС с кодом на номер <strong>{formatPhone(phone)}</strong>.
  </>
);

/**
 * The code sent to the phone: the field (focused as the step appears), the resend control (a
 * countdown while the lock runs, SPEC §4), the way back to another number, and the SPEC §8 texts
 * of what went wrong.
 */
export function CodeStep({ request, submitText, sentTo = smsSentTo, codeLabel = codeTexts.enterCode, changeText = 'Изменить номер', nested = false }: CodeStepProps) {
  const { target, secondsLeft, errors, pending } = useUnit({
    target: request.$target,
    secondsLeft: request.$secondsLeft,
    errors: request.$errors,
    pending: request.$pending,
  });
  const events = useUnit({ submitted: request.submitted, resend: request.resendClicked, cancel: request.cancelled });
  const { control, handleSubmit } = useForm<CodeValues>({ defaultValues: { code: '' }, resolver });
  const send = handleSubmit(({ code }) => events.submitted(code));
  // The code is what the borrower types next: the field takes the focus as the step appears (once:
  // the countdown redraws the step every second, and the focus stays where the borrower moved it).
  const focused = useRef(false);
  const focusOnShow = useCallback((element: HTMLInputElement | null) => {
    if (!element || focused.current) return;
    focused.current = true;
    element.focus();
  }, []);

  const content = (
    <>
      <Typography.Paragraph>{target ? sentTo(target) : null}</Typography.Paragraph>
      <FormField control={control} name="code" label={codeLabel} id="code">
        {(input) => (
          <MaskedInput
            inputRef={(element) => {
              input.ref(element);
              focusOnShow(element);
            }}
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
        <Button type="primary" size="large" htmlType={nested ? 'button' : 'submit'} block loading={pending} onClick={nested ? () => void send() : undefined}>
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
    </>
  );

  if (!nested) {
    return (
      <form noValidate onSubmit={(event) => void send(event)} data-testid="code-step">
        {content}
      </form>
    );
  }
  const sendOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    void send();
  };
  return (
    <section data-testid="code-step" aria-label="Код из СМС" onKeyDown={sendOnEnter}>
      {content}
    </section>
  );
}
