import type { HTMLAttributes, ReactNode } from 'react';
import { AutoComplete, Checkbox, Input, Select } from 'ui-kit/forms';
import type { SelectOption } from 'shared-contracts/validation';
import { FormField } from '../../../shared/ui/form-field';
import { MaskedInput } from '../../../shared/ui/masked-input';
import { useSuggestions } from '../../../shared/lib/use-suggestions';
import type { Suggestion } from '../../../features/suggestions/loaders';
import type { ApplicationFormValues } from '../../../entities/application';
import { useApplicationField, type FieldName } from './use-application-field';

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
  const { field, error, onBlur } = useApplicationField(name);
  const { value, onChange } = field;
  return (
    <FormField name={name} label={label} error={error} extra={extra}>
      <Input
        id={name}
        size="large"
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        placeholder={placeholder}
        autoComplete={autoComplete}
        inputMode={inputMode}
        status={error ? 'error' : undefined}
        aria-invalid={Boolean(error)}
      />
    </FormField>
  );
}

export function PasswordField({ name, label, autoComplete }: { name: 'password' | 'repeatPassword'; label: string; autoComplete: string }) {
  const { field, error, onBlur } = useApplicationField(name);
  return (
    <FormField name={name} label={label} error={error}>
      <Input.Password
        id={name}
        size="large"
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={onBlur}
        autoComplete={autoComplete}
        status={error ? 'error' : undefined}
        aria-invalid={Boolean(error)}
      />
    </FormField>
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
  const { field, error, onBlur } = useApplicationField(name);
  return (
    <FormField name={name} label={label} error={error}>
      <MaskedInput
        id={name}
        size="large"
        mask={mask}
        value={field.value}
        onChange={(value) => {
          field.onChange(value);
          onAccepted?.(value);
        }}
        onBlur={onBlur}
        placeholder={placeholder}
        inputMode={inputMode}
        autoComplete={autoComplete}
        status={error ? 'error' : undefined}
        aria-invalid={Boolean(error)}
      />
    </FormField>
  );
}

export function CheckboxField({ name, children }: { name: BooleanField; children: ReactNode }) {
  const { field, error, onBlur } = useApplicationField(name);
  return (
    <div data-testid={`field-${name}`} style={{ marginBottom: 12 }}>
      <Checkbox id={name} checked={field.value} onChange={(event) => field.onChange(event.target.checked)} onBlur={onBlur}>
        {children}
      </Checkbox>
      {error ? (
        <div role="alert" data-testid={`error-${name}`} style={{ color: 'var(--ant-color-error, #ff4d4f)' }}>
          {error}
        </div>
      ) : null}
    </div>
  );
}

export function SelectField({ name, label, options }: { name: 'education' | 'workField'; label: string; options: readonly SelectOption[] }) {
  const { field, error, onBlur } = useApplicationField(name);
  return (
    <FormField name={name} label={label} error={error}>
      <Select
        id={name}
        size="large"
        value={field.value || undefined}
        onChange={(value: string) => field.onChange(value)}
        onBlur={onBlur}
        options={options.map(({ label: optionLabel, value }) => ({ label: optionLabel, value }))}
        placeholder="Выберите из списка"
        status={error ? 'error' : undefined}
        aria-invalid={Boolean(error)}
      />
    </FormField>
  );
}

type SuggestFieldProps<Data> = {
  name: StringField;
  label: string;
  placeholder?: string;
  load: (query: string) => Promise<Suggestion<Data>[]>;
  /** The borrower picked a suggestion (it is already the field's text). */
  onPick?: (suggestion: Suggestion<Data>) => void;
  /** The borrower typed: whatever a pick filled in is no longer known to match. */
  onType?: (value: string) => void;
  extra?: ReactNode;
  /** Ask with another text than the field's own (FMS units by the division code). */
  query?: string;
  minLength?: number;
};

/** A text field with suggestions from the suggestion calls (SPEC §7) while typing. */
export function SuggestField<Data>({ name, label, placeholder, load, onPick, onType, extra, query, minLength }: SuggestFieldProps<Data>) {
  const { field, error, onBlur } = useApplicationField(name);
  const suggestions = useSuggestions(query ?? field.value, load, minLength);
  return (
    <FormField name={name} label={label} error={error} extra={extra}>
      <AutoComplete
        id={name}
        size="large"
        value={field.value}
        options={suggestions.map((suggestion, index) => ({ value: `${index}`, label: suggestion.value }))}
        onSearch={(value) => {
          field.onChange(value);
          onType?.(value);
        }}
        onSelect={(index: string) => {
          const picked = suggestions[Number(index)];
          if (!picked) return;
          field.onChange(picked.value);
          onPick?.(picked);
        }}
        onBlur={onBlur}
        placeholder={placeholder}
        status={error ? 'error' : undefined}
        aria-invalid={Boolean(error)}
        popupMatchSelectWidth
      />
    </FormField>
  );
}
