import { useUnit } from 'effector-react';
import { useState } from 'react';
import { Button, Flex, Typography } from '@microloans/ui-kit';
import { Field, fieldErrorId, Input } from '@microloans/ui-kit/forms';
import { formatPhone } from '@microloans/shared-contracts/validation';
import {
  $codeError,
  $codeNotSent,
  $codeAsked,
  $codePhone,
  $resendSecondsLeft,
  $sending,
  $verifying,
  codeResendClicked,
  codeSubmitted,
  verificationCancelled,
} from '../model';
import { phoneCodeTexts } from '../texts';

/** The code step of the phone confirmation: the code, its resend countdown and a way back. */
export function PhoneCode() {
  const { phone, error, verifying, submit, cancel } = useUnit({
    phone: $codePhone,
    error: $codeError,
    verifying: $verifying,
    submit: codeSubmitted,
    cancel: verificationCancelled,
  });
  const [code, setCode] = useState('');
  if (!phone) return null;

  return (
    <section data-testid="phone-code" aria-live="polite">
      <Typography.Paragraph>
        Мы отправили СМС с кодом на номер <strong>{formatPhone(phone)}</strong>.
      </Typography.Paragraph>
      <Field label={phoneCodeTexts.enterCode} htmlFor="phone-code" error={error} errorTestId="code-error">
        <Input
          id="phone-code"
          size="large"
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          onPressEnter={(event) => {
            event.preventDefault();
            submit(code);
          }}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="0000"
          status={error ? 'error' : undefined}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? fieldErrorId('phone-code') : undefined}
          autoFocus
        />
      </Field>
      <Flex vertical gap={12}>
        <Button type="primary" size="large" block loading={verifying} disabled={code.length < 4} onClick={() => submit(code)}>
          Подтвердить
        </Button>
        <ResendCode />
        <Button type="link" onClick={() => cancel()}>
          Изменить номер
        </Button>
      </Flex>
    </section>
  );
}

function ResendCode() {
  const { asked, left, notSent, sending, resend } = useUnit({
    asked: $codeAsked,
    left: $resendSecondsLeft,
    notSent: $codeNotSent,
    sending: $sending,
    resend: codeResendClicked,
  });
  if (!asked) return null;
  if (left > 0) {
    return (
      <Typography.Text type={notSent ? 'warning' : 'secondary'} data-testid="code-countdown" style={{ textAlign: 'center' }}>
        {phoneCodeTexts.resendIn(left)}
      </Typography.Text>
    );
  }
  return (
    <Button size="large" block loading={sending} onClick={() => resend()}>
      Отправить код ещё раз
    </Button>
  );
}
