import type { HTMLAttributes, ReactNode } from 'react';
import { AutoComplete, Checkbox, Input, MaskedInput, PasswordInput, Select, type FieldInputProps } from '@microloans/ui-kit/forms';
import type { SelectOption } from '@microloans/shared-contracts/validation';
import { useSuggestions } from '../../../shared/lib/use-suggestions';
import type { Suggestion } from '../../../features/suggestions';
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

type SuggestOptions<Data> = {
  placeholder?: string;
  load: (query: string) => Promise<Suggestion<Data>[]>;
  /** The borrower picked a suggestion (it is already the field's text). */
  onPick?: (suggestion: Suggestion<Data>) => void;
  /** The borrower typed: whatever a pick filled in is no longer known to match. */
  onType?: (value: string) => void;
  /** Ask with another text than the field's own (FMS units by the division code). */
  query?: string;
  minLength?: number;
};

type SuggestFieldProps<Data> = SuggestOptions<Data> & {
  name: StringField;
  label: string;
  extra?: ReactNode;
};

/** A text field with suggestions from the suggestion calls (SPEC §7) while typing. */
export function SuggestField<Data>({ name, label, extra, ...options }: SuggestFieldProps<Data>) {
  return (
    <ApplicationField name={name} label={label} extra={extra}>
      {({ ref, ...input }) => <SuggestInput input={input} inputRef={ref} {...options} />}
    </ApplicationField>
  );
}

type SuggestInputProps<Data> = SuggestOptions<Data> & {
  input: Omit<FieldInputProps<ApplicationFormValues, StringField>, 'ref'>;
  /** Where the form focuses the field when it is the first in error. */
  inputRef: FieldInputProps<ApplicationFormValues, StringField>['ref'];
};

// A component of its own: the suggestions are asked for the field's value, which only the field has.
function SuggestInput<Data>({ input, inputRef, placeholder, load, onPick, onType, query, minLength }: SuggestInputProps<Data>) {
  const suggestions = useSuggestions(query ?? input.value, load, minLength);
  return (
    <AutoComplete
      ref={inputRef}
      id={input.id}
      size="large"
      value={input.value}
      options={suggestions.map((suggestion, index) => ({ value: `${index}`, label: suggestion.value }))}
      onSearch={(value) => {
        input.onChange(value);
        onType?.(value);
      }}
      onSelect={(index: string) => {
        const picked = suggestions[Number(index)];
        if (!picked) return;
        input.onChange(picked.value);
        onPick?.(picked);
      }}
      onBlur={input.onBlur}
      placeholder={placeholder}
      status={input.status}
      aria-invalid={input['aria-invalid']}
      aria-describedby={input['aria-describedby']}
      popupMatchSelectWidth
    />
  );
}
