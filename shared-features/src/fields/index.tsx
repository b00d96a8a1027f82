import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormField, MaskedInput, PasswordInput } from '@microloans/ui-kit/forms';
import { inputMasks } from '@microloans/shared-contracts/validation';

type FieldProps<Values extends FieldValues> = {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  id?: string;
  autoComplete?: string;
};

/** The phone, masked `+7 (999) 999-99-99` (SPEC §5). */
export function PhoneField<Values extends FieldValues>({ control, name, label, id, autoComplete = 'tel' }: FieldProps<Values>) {
  return (
    <FormField control={control} name={name} label={label} id={id}>
      {(input) => (
        <MaskedInput
          inputRef={input.ref}
          id={input.id}
          name={input.name}
          mask={inputMasks.phone}
          value={String(input.value ?? '')}
          onChange={input.onChange}
          onBlur={input.onBlur}
          placeholder="+7 (999) 999-99-99"
          inputMode="tel"
          autoComplete={autoComplete}
          size="large"
          status={input.status}
          aria-invalid={input['aria-invalid']}
          aria-describedby={input['aria-describedby']}
        />
      )}
    </FormField>
  );
}

/** A password, never kept anywhere but in the form. */
export function PasswordField<Values extends FieldValues>({ control, name, label, id, autoComplete = 'new-password' }: FieldProps<Values>) {
  return (
    <FormField control={control} name={name} label={label} id={id}>
      {(input) => (
        <PasswordInput
          ref={input.ref}
          id={input.id}
          name={input.name}
          value={String(input.value ?? '')}
          onChange={(event) => input.onChange(event.target.value)}
          onBlur={input.onBlur}
          autoComplete={autoComplete}
          size="large"
          status={input.status}
          aria-invalid={input['aria-invalid']}
          aria-describedby={input['aria-describedby']}
        />
      )}
    </FormField>
  );
}
