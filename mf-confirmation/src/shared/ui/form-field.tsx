import type { ReactNode } from 'react';
import { Form } from 'ui-kit/forms';

export type FormFieldProps = {
  name: string;
  label: ReactNode;
  error?: string;
  extra?: ReactNode;
  children: ReactNode;
};

/** A labelled field with its error text (SPEC §5 messages) under it. */
export function FormField({ name, label, error, extra, children }: FormFieldProps) {
  return (
    <Form.Item
      label={label}
      htmlFor={name}
      validateStatus={error ? 'error' : undefined}
      help={error ? <span data-testid={`error-${name}`}>{error}</span> : undefined}
      extra={extra}
      data-testid={`field-${name}`}
    >
      {children}
    </Form.Item>
  );
}
