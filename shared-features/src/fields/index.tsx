import type { HTMLAttributes, ReactNode, RefObject } from 'react';
import type { Control, FieldPath, FieldValues, RefCallBack } from 'react-hook-form';
import { inputMasks } from '@microloans/shared-contracts/validation';
import { useAdoptTypedBeforeTakeover } from '@microloans/shared-contracts/hydration/typed-before-takeover';
import { FormField, Input, MaskedInput, PasswordInput, Select, type InputRef } from '@microloans/ui-kit/forms';

/**
 * The product's form fields: each kind of input once, on a field's binding as the kit's
 * `FormField` hands it over (react-hook-form's value and handlers, the field's id, its error state
 * for screen readers). A field the server drew takes typing at once: what was typed before the
 * page's code took it over reaches the form then (`useAdoptTypedBeforeTakeover`; the kit's masked
 * input does so itself, masked). A form with its own field wrapper (the application's reports each blur to
 * analytics) draws these inputs in it; any other form uses the fields below, on its control.
 */

/** A field's binding, its ref aside (the form focuses the first field in error through it). */
export type FieldBinding = {
  id: string;
  name?: string;
  value: unknown;
  onChange: (value: string) => void;
  onBlur: () => void;
  status?: 'error';
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

type InputSize = 'large' | 'middle';
type Bound = { input: FieldBinding; inputRef: RefCallBack; size?: InputSize };
type Described = { 'aria-invalid'?: boolean; 'aria-describedby'?: string; status?: 'error' };

const textOf = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const described = ({ status, 'aria-invalid': invalid, 'aria-describedby': describedBy }: FieldBinding): Described => ({
  status,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
});

export type TextOptions = {
  type?: 'text' | 'email';
  placeholder?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
};

/** The form's ref and ours, on antd's input: the element itself is ours. */
function bothRefs(inputRef: RefCallBack, own: RefObject<HTMLInputElement | null>) {
  return (instance: InputRef | null) => {
    own.current = instance?.input ?? null;
    inputRef(instance);
  };
}

export function TextInput({ input, inputRef, size = 'large', type = 'text', placeholder, autoComplete, inputMode }: Bound & TextOptions) {
  const field = useAdoptTypedBeforeTakeover(input.onChange);
  return (
    <Input
      ref={bothRefs(inputRef, field)}
      id={input.id}
      name={input.name}
      size={size}
      type={type}
      value={textOf(input.value)}
      onChange={(event) => input.onChange(event.target.value)}
      onBlur={input.onBlur}
      placeholder={placeholder}
      autoComplete={autoComplete}
      inputMode={inputMode}
      {...described(input)}
    />
  );
}

export type MaskedOptions = {
  /** react-imask's pattern (SPEC §5 masks: `inputMasks`). */
  mask: string;
  placeholder?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  /** Each value the mask accepts, as it is typed. */
  onAccepted?: (value: string) => void;
};

export function MaskedTextInput({ input, inputRef, size = 'large', mask, placeholder, inputMode = 'numeric', autoComplete, onAccepted }: Bound & MaskedOptions) {
  return (
    <MaskedInput
      inputRef={inputRef}
      id={input.id}
      name={input.name}
      size={size}
      mask={mask}
      value={textOf(input.value)}
      onChange={(value) => {
        input.onChange(value);
        onAccepted?.(value);
      }}
      onBlur={input.onBlur}
      placeholder={placeholder}
      inputMode={inputMode}
      autoComplete={autoComplete}
      {...described(input)}
    />
  );
}

export type PasswordOptions = { autoComplete?: string };

/** A password, never kept anywhere but in the form. */
export function PasswordTextInput({ input, inputRef, size = 'large', autoComplete = 'new-password' }: Bound & PasswordOptions) {
  const field = useAdoptTypedBeforeTakeover(input.onChange);
  return (
    <PasswordInput
      ref={bothRefs(inputRef, field)}
      id={input.id}
      name={input.name}
      size={size}
      value={textOf(input.value)}
      onChange={(event) => input.onChange(event.target.value)}
      onBlur={input.onBlur}
      autoComplete={autoComplete}
      {...described(input)}
    />
  );
}

export type SelectOptions = {
  options: ReadonlyArray<{ label: string; value: string }>;
  /** An answer may be taken back (the profile's optional ones). */
  allowClear?: boolean;
};

export function SelectInput({ input, inputRef, size = 'large', options, allowClear = false }: Bound & SelectOptions) {
  return (
    <Select
      ref={inputRef}
      id={input.id}
      size={size}
      value={textOf(input.value) || undefined}
      onChange={(value: string) => input.onChange(value)}
      onBlur={input.onBlur}
      options={options.map(({ label, value }) => ({ label, value }))}
      placeholder="Выберите из списка"
      allowClear={allowClear}
      {...described(input)}
    />
  );
}

/** A field of a form, on its control: the kit's `FormField` (label, error, hint) around an input. */
type FieldOf<Values extends FieldValues> = { control: Control<Values>; name: FieldPath<Values>; label: string; id?: string; extra?: ReactNode; size?: InputSize };

export function TextField<Values extends FieldValues>({ control, name, label, id, extra, size, ...options }: FieldOf<Values> & TextOptions) {
  return (
    <FormField control={control} name={name} label={label} id={id} extra={extra}>
      {({ ref, ...input }) => <TextInput input={input} inputRef={ref} size={size} {...options} />}
    </FormField>
  );
}

export function MaskedField<Values extends FieldValues>({ control, name, label, id, extra, size, ...options }: FieldOf<Values> & MaskedOptions) {
  return (
    <FormField control={control} name={name} label={label} id={id} extra={extra}>
      {({ ref, ...input }) => <MaskedTextInput input={input} inputRef={ref} size={size} {...options} />}
    </FormField>
  );
}

/** The phone, masked `+7 (999) 999-99-99` (SPEC §5). */
export function PhoneField<Values extends FieldValues>({ autoComplete = 'tel', ...field }: FieldOf<Values> & { autoComplete?: string }) {
  return <MaskedField {...field} mask={inputMasks.phone} placeholder="+7 (999) 999-99-99" inputMode="tel" autoComplete={autoComplete} />;
}

export function PasswordField<Values extends FieldValues>({ control, name, label, id, extra, size, ...options }: FieldOf<Values> & PasswordOptions) {
  return (
    <FormField control={control} name={name} label={label} id={id} extra={extra}>
      {({ ref, ...input }) => <PasswordTextInput input={input} inputRef={ref} size={size} {...options} />}
    </FormField>
  );
}

export function SelectField<Values extends FieldValues>({ control, name, label, id, extra, size, ...options }: FieldOf<Values> & SelectOptions) {
  return (
    <FormField control={control} name={name} label={label} id={id} extra={extra}>
      {({ ref, ...input }) => <SelectInput input={input} inputRef={ref} size={size} {...options} />}
    </FormField>
  );
}
