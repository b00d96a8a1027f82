import { useUnit } from 'effector-react';
import type { Control } from 'react-hook-form';
import { AutoComplete, FormField } from '@microloans/ui-kit/forms';
import type { Suggestion, SuggestionsModel } from '../../../entities/suggestions';
import type { ProfileFormValues } from '../form-values';

type TextName = 'registrationFullAddress' | 'actualFullAddress' | 'passportIssued';

export type SuggestFieldProps<Data> = {
  control: Control<ProfileFormValues>;
  name: TextName;
  label: string;
  placeholder: string;
  suggestions: SuggestionsModel<Data>;
  /** Ask by another text than the field's own (the issuing unit by its division code). */
  queryOf?: (typed: string) => string;
  /** The borrower picked a suggestion (already the field's text). */
  onPick?: (suggestion: Suggestion<Data>) => void;
  /** The borrower typed over the field: what a pick filled in no longer matches. */
  onType?: () => void;
  extra?: string;
};

/** A text field of the profile with suggestions (SPEC §7) while the borrower types. */
export function SuggestField<Data>({ control, name, label, placeholder, suggestions, queryOf, onPick, onType, extra }: SuggestFieldProps<Data>) {
  const [items, queried] = useUnit([suggestions.$items, suggestions.queried]);
  return (
    <FormField control={control} name={name} label={label} extra={extra}>
      {(input) => (
        <AutoComplete
          ref={input.ref}
          id={input.id}
          value={String(input.value ?? '')}
          options={items.map((item, index) => ({ value: String(index), label: item.value }))}
          onSearch={(typed) => {
            input.onChange(typed);
            onType?.();
            queried(queryOf ? queryOf(typed) : typed);
          }}
          onFocus={() => queried(queryOf ? queryOf(String(input.value ?? '')) : String(input.value ?? ''))}
          onSelect={(index: string) => {
            const picked = items[Number(index)];
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
      )}
    </FormField>
  );
}
