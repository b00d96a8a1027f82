import { useCallback } from 'react';
import { useUnit } from 'effector-react';
import type { RefCallBack } from 'react-hook-form';
import type { Suggestion } from '@microloans/shared-contracts/api';
import { AutoComplete } from '@microloans/ui-kit/forms';
import type { FieldBinding } from '../../fields';
import type { SuggestionsModel } from '../model';

export type SuggestInputProps<Data> = {
  input: FieldBinding;
  /** The binding's ref (apart: the form focuses the field through it when it is the first in error). */
  inputRef: RefCallBack;
  suggestions: SuggestionsModel<Data>;
  placeholder?: string;
  /** Ask by another text than the field's own (the issuing unit by its division code). */
  queryOf?: (typed: string) => string;
  /** The borrower picked a suggestion (already the field's text). */
  onPick?: (suggestion: Suggestion<Data>) => void;
  /** The borrower typed over the field: what a pick filled in no longer matches. */
  onType?: (typed: string) => void;
  /**
   * What the field asks for, for the browser's autofill and assistive technology (WCAG 1.3.5:
   * `name` for a person's full name); without one, the kit's combobox keeps the browser's own
   * list away (an address is picked from the suggestions, for its parts).
   */
  autoComplete?: string;
};

/**
 * A text input with suggestions (SPEC §7) while the borrower types: asked as they type and as the
 * field takes the focus, by the field's own text or by `queryOf` of it; a pick fills the text in.
 */
export function SuggestInput<Data>({ input, inputRef, suggestions, placeholder, queryOf, onPick, onType, autoComplete }: SuggestInputProps<Data>) {
  const [items, queried] = useUnit([suggestions.$items, suggestions.queried]);
  // The kit's combobox tells the browser to keep its list away and takes no purpose of its own (a
  // custom input would change how it draws its value): the purpose is set on the input it draws,
  // once it is there (React leaves that attribute alone; it owns `name`, which it clears).
  const selectRef = useCallback(
    (select: { nativeElement?: HTMLElement | null } | null) => {
      inputRef(select);
      const field = select?.nativeElement?.querySelector('input');
      if (field && autoComplete) field.autocomplete = autoComplete as AutoFill;
    },
    [inputRef, autoComplete],
  );
  const ask = (typed: string) => queried(queryOf ? queryOf(typed) : typed);
  const text = String(input.value ?? '');
  return (
    <AutoComplete
      ref={selectRef}
      id={input.id}
      size="large"
      value={text}
      options={items.map((item, index) => ({ value: String(index), label: item.value }))}
      onSearch={(typed) => {
        input.onChange(typed);
        onType?.(typed);
        ask(typed);
      }}
      onFocus={() => ask(text)}
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
  );
}
