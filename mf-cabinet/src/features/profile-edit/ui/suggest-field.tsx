import type { Control } from 'react-hook-form';
import type { Suggestion } from '@microloans/shared-contracts/api';
import type { SuggestionsModel } from '@microloans/shared-features/suggestions';
import { SuggestInput } from '@microloans/shared-features/suggestions/ui';
import { FormField } from '@microloans/ui-kit/forms';
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
export function SuggestField<Data>({ control, name, label, extra, ...options }: SuggestFieldProps<Data>) {
  return (
    <FormField control={control} name={name} label={label} extra={extra}>
      {({ ref, ...input }) => <SuggestInput input={input} inputRef={ref} {...options} />}
    </FormField>
  );
}
