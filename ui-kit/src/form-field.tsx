import type { ReactNode } from 'react';
import { useController, type Control, type ControllerFieldState, type ControllerRenderProps, type FieldPath, type FieldValues } from 'react-hook-form';
import { Form } from 'antd';

/** What a field's control gets: react-hook-form's field, its id, and what screen readers need. */
export type FieldInputProps<Values extends FieldValues, Name extends FieldPath<Values>> = ControllerRenderProps<Values, Name> & {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  status?: 'error';
};

export type FormFieldProps<Values extends FieldValues, Name extends FieldPath<Values>> = {
  /**
   * The form's control, passed explicitly: react-hook-form is compiled into each part, and the kit
   * is shared, so the field never reaches for a form context of another copy.
   */
  control: Control<Values>;
  name: Name;
  label: ReactNode;
  /** A hint under the field (shown with the error when there is one). */
  extra?: ReactNode;
  /** The input's id; the field's name by default (unique on the page). */
  id?: string;
  children: (input: FieldInputProps<Values, Name>, state: ControllerFieldState) => ReactNode;
};

/**
 * The product's one form field: label, control, and the error text the rules (SPEC §5) or the
 * server (422) gave, tied together for assistive technology (`aria-invalid`, `aria-describedby`).
 * Tests find the error as `error-<name>`.
 */
export function FormField<Values extends FieldValues, Name extends FieldPath<Values>>({ control, name, label, extra, id, children }: FormFieldProps<Values, Name>) {
  const { field, fieldState } = useController({ control, name });
  const inputId = id ?? name;
  const error = fieldState.error?.message;
  const errorId = `${inputId}-error`;
  return (
    <Form.Item
      label={label}
      htmlFor={inputId}
      validateStatus={error ? 'error' : undefined}
      help={
        error ? (
          <span id={errorId} data-testid={`error-${name}`}>
            {error}
          </span>
        ) : undefined
      }
      extra={extra}
      data-testid={`field-${name}`}
    >
      {children(
        { ...field, id: inputId, 'aria-invalid': Boolean(error), ...(error ? { 'aria-describedby': errorId, status: 'error' as const } : {}) },
        fieldState,
      )}
    </Form.Item>
  );
}
