import type { ReactNode } from 'react';
import { Checkbox } from '@microloans/ui-kit/forms';
import { MaskedTextInput, PasswordTextInput, SelectInput, TextInput, type MaskedOptions, type PasswordOptions, type TextOptions } from '@microloans/shared-features/fields';
import type { SelectOption } from '@microloans/shared-contracts/validation';
import { SuggestInput, type SuggestInputProps } from '@microloans/shared-features/suggestions/ui';
import type { ApplicationFormValues } from '../../../entities/application';
import { ApplicationField, type FieldName } from './application-field';

/** The form's text fields (every field whose value is a string). */
type StringField = { [Name in FieldName]: ApplicationFormValues[Name] extends string ? Name : never }[FieldName];
type BooleanField = 'privacyAgreement' | 'mailingAgreement' | 'userAnotherRegistrationRegion';

type WizardField = { name: StringField; label: string; extra?: ReactNode };

export function TextField({ name, label, extra, ...options }: WizardField & TextOptions) {
  return (
    <ApplicationField name={name} label={label} extra={extra}>
      {({ ref, ...input }) => <TextInput input={input} inputRef={ref} {...options} />}
    </ApplicationField>
  );
}

export function PasswordField({ name, label, ...options }: { name: 'password' | 'repeatPassword'; label: string } & PasswordOptions) {
  return (
    <ApplicationField name={name} label={label}>
      {({ ref, ...input }) => <PasswordTextInput input={input} inputRef={ref} {...options} />}
    </ApplicationField>
  );
}

export function MaskedField({ name, label, extra, ...options }: WizardField & MaskedOptions) {
  return (
    <ApplicationField name={name} label={label} extra={extra}>
      {({ ref, ...input }) => <MaskedTextInput input={input} inputRef={ref} {...options} />}
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
      {({ ref, ...input }) => <SelectInput input={input} inputRef={ref} options={options} />}
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
