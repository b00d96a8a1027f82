import type { HTMLAttributes, ReactNode } from 'react';
import { Checkbox, Input, MaskedInput, PasswordInput, Select } from '@microloans/ui-kit/forms';
import type { SelectOption } from '@microloans/shared-contracts/validation';
import { SuggestInput, type SuggestInputProps } from '@microloans/shared-features/suggestions/ui';
import type { ApplicationFormValues } from '../../../entities/application';
import { ApplicationField, type FieldName } from './application-field';

/** The form's text fields (every field whose value is a string). */
type StringField = { [Name in FieldName]: ApplicationFormValues[Name] extends string ? Name : never }[FieldName];
type BooleanField = 'privacyAgreement' | 'mailingAgreement' | 'userAnotherRegistrationRegion';

type TextFieldProps = {
  name: StringField;
  label: string;
  placeholder?: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  extra?: ReactNode;
};

export function TextField({ name, label, placeholder, type = 'text', autoComplete, inputMode, extra }: TextFieldProps) {
  return (
    <ApplicationField name={name} label={label} extra={extra}>
      {(input) => (
        <Input
          ref={input.ref}
          id={input.id}
          size="large"
          type={type}
          value={input.value}
          onChange={(event) => input.onChange(event.target.value)}
          onBlur={input.onBlur}
          placeholder={placeholder}
          autoComplete={autoComplete}
          inputMode={inputMode}
          status={input.status}
          aria-invalid={input['aria-invalid']}
          aria-describedby={input['aria-describedby']}
        />
      )}
    </ApplicationField>
  );
}

export function PasswordField({ name, label, autoComplete }: { name: 'password' | 'repeatPassword'; label: string; autoComplete: string }) {
  return (
    <ApplicationField name={name} label={label}>
      {(input) => (
        <PasswordInput
          ref={input.ref}
          id={input.id}
          size="large"
          value={input.value}
          onChange={(event) => input.onChange(event.target.value)}
          onBlur={input.onBlur}
          autoComplete={autoComplete}
          status={input.status}
          aria-invalid={input['aria-invalid']}
          aria-describedby={input['aria-describedby']}
        />
      )}
    </ApplicationField>
  );
}

type MaskedFieldProps = {
  name: StringField;
  label: string;
  mask: string;
  placeholder: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  onAccepted?: (value: string) => void;
};

export function MaskedField({ name, label, mask, placeholder, inputMode = 'numeric', autoComplete, onAccepted }: MaskedFieldProps) {
  return (
    <ApplicationField name={name} label={label}>
      {(input) => (
        <MaskedInput
          inputRef={input.ref}
          id={input.id}
          size="large"
          mask={mask}
          value={input.value}
          onChange={(value) => {
            input.onChange(value);
            onAccepted?.(value);
          }}
          onBlur={input.onBlur}
          placeholder={placeholder}
          inputMode={inputMode}
          autoComplete={autoComplete}
          status={input.status}
          aria-invalid={input['aria-invalid']}
          aria-describedby={input['aria-describedby']}
        />
      )}
    </ApplicationField>
  );
}

/** A consent or a switch: the checkbox's own text is its label, so the field has none above it. */
export function CheckboxField({ name, children }: { name: BooleanField; children: ReactNode }) {
  return (
    <ApplicationField name={name} label={null}>
      {(input) => (
        <Checkbox
          ref={input.ref}
          id={input.id}
          checked={input.value}
          onChange={(event) => input.onChange(event.target.checked)}
          onBlur={input.onBlur}
          aria-invalid={input['aria-invalid']}
          aria-describedby={input['aria-describedby']}
        >
          {children}
        </Checkbox>
      )}
    </ApplicationField>
  );
}

export function SelectField({ name, label, options }: { name: 'education' | 'workField'; label: string; options: readonly SelectOption[] }) {
  return (
    <ApplicationField name={name} label={label}>
      {(input) => (
        <Select
          ref={input.ref}
          id={input.id}
          size="large"
          value={input.value || undefined}
          onChange={(value: string) => input.onChange(value)}
          onBlur={input.onBlur}
          options={options.map(({ label: optionLabel, value }) => ({ label: optionLabel, value }))}
          placeholder="Выберите из списка"
          status={input.status}
          aria-invalid={input['aria-invalid']}
          aria-describedby={input['aria-describedby']}
        />
      )}
    </ApplicationField>
  );
}

type SuggestFieldProps<Data> = Omit<SuggestInputProps<Data>, 'input' | 'inputRef'> & {
  name: StringField;
  label: string;
  extra?: ReactNode;
};

/** A text field with suggestions from the suggestion calls (SPEC §7) while typing: the product's one suggest input. */
export function SuggestField<Data>({ name, label, extra, ...options }: SuggestFieldProps<Data>) {
  return (
    <ApplicationField name={name} label={label} extra={extra}>
      {({ ref, ...input }) => <SuggestInput input={input} inputRef={ref} {...options} />}
    </ApplicationField>
  );
}
