import type { ReactNode } from 'react';
import { useController, type Control, type ControllerFieldState, type ControllerRenderProps, type FieldPath, type FieldValues } from 'react-hook-form';
import './form-field.css';

/** What a field's control gets: react-hook-form's field, its id, and what screen readers need. */
export type FieldInputProps<Values extends FieldValues, Name extends FieldPath<Values>> = ControllerRenderProps<Values, Name> & {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  status?: 'error';
};

export type FieldProps = {
  label: ReactNode;
  /** The control's id: the label points at it. */
  htmlFor: string;
  /** The error text; its element's id is `<htmlFor>-error`, for the control's `aria-describedby`. */
  error?: ReactNode;
  /** A hint under the field (shown under the error when there is one). */
  extra?: ReactNode;
  /** Tests find the error by it. */
  errorTestId?: string;
  'data-testid'?: string;
  children: ReactNode;
};

/** The id of a field's error text, for its control's `aria-describedby`. */
export const fieldErrorId = (htmlFor: string) => `${htmlFor}-error`;

/**
 * A labelled control with its error and hint, laid out as antd's vertical form item (label above,
 * 24 px to the next field, the error in that gap so nothing jumps when it appears). The kit's own:
 * antd's Form.Item brought the whole form engine (@rc-component/form, async-validator, ~20 KB
 * gzip) and measured the page in a layout effect on every render, while the product's forms keep
 * their state in react-hook-form.
 */
export function Field({ label, htmlFor, error, extra, errorTestId, 'data-testid': testId, children }: FieldProps) {
  const hasHelp = Boolean(error) || Boolean(extra);
  return (
    <div className={`kit-field${error ? ' kit-field-has-error' : ''}${hasHelp ? ' kit-field-with-help' : ''}`} data-testid={testId}>
      <label className="kit-field-label" htmlFor={htmlFor}>
        {label}
      </label>
      <div className="kit-field-control">{children}</div>
      {error ? (
        <div className="kit-field-error">
          <span id={fieldErrorId(htmlFor)} data-testid={errorTestId}>
            {error}
          </span>
        </div>
      ) : null}
      {extra ? <div className="kit-field-extra">{extra}</div> : null}
    </div>
  );
}

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
  return (
    <Field label={label} htmlFor={inputId} error={error} extra={extra} errorTestId={`error-${name}`} data-testid={`field-${name}`}>
      {children(
        { ...field, id: inputId, 'aria-invalid': Boolean(error), ...(error ? { 'aria-describedby': fieldErrorId(inputId), status: 'error' as const } : {}) },
        fieldState,
      )}
    </Field>
  );
}
