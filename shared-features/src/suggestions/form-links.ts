import { toAddressDetails, type AddressDetailsDto, type AddressSuggestionData, type FmsUnitSuggestionData, type Suggestion } from '@microloans/shared-contracts/api';
import { fmsCodePattern } from '@microloans/shared-contracts/validation';

type AddressText = 'registrationFullAddress' | 'actualFullAddress';
type AddressDetails = 'registrationAddress' | 'actualAddress';

/**
 * The part of a react-hook-form form the passport and address suggestions fill: the application's
 * and the profile's forms both have these fields (their `useForm` results fit as they are).
 */
export type SuggestedForm = {
  setValue(name: AddressDetails, value: AddressDetailsDto | null, options: { shouldDirty: boolean }): void;
  setValue(name: 'passportFmsCode', value: string, options: { shouldDirty: boolean; shouldValidate: boolean }): void;
  trigger(name: AddressText | 'passportIssued'): Promise<boolean>;
  getValues(name: 'passportFmsCode'): string;
};

/**
 * An address field with suggestions: a picked address keeps its parts (region, city, house… — what
 * the lender needs) beside the text, and the text is checked again; typing over it drops them, so
 * an address typed by hand is never sent with the parts of another.
 */
export function addressLinks(form: SuggestedForm, text: AddressText, details: AddressDetails) {
  return {
    onPick: ({ data }: Suggestion<AddressSuggestionData>) => {
      form.setValue(details, toAddressDetails(data), { shouldDirty: true });
      void form.trigger(text);
    },
    onType: () => form.setValue(details, null, { shouldDirty: true }),
  };
}

/**
 * «Кем выдан» with suggestions: asked by the name as typed, else by the division code once it is
 * whole (a borrower who typed the code sees its unit at once); a picked unit fills the code too.
 */
export function fmsUnitLinks(form: SuggestedForm) {
  return {
    queryOf: (typed: string) => fmsUnitQuery(typed, form.getValues('passportFmsCode')),
    onPick: ({ data }: Suggestion<FmsUnitSuggestionData>) => {
      form.setValue('passportFmsCode', data.code, { shouldDirty: true, shouldValidate: true });
      void form.trigger('passportIssued');
    },
  };
}

/** What the issuing unit is asked by: the text typed (not the code itself), else the whole division code, else nothing. */
export function fmsUnitQuery(typed: string, code: string): string {
  if (typed.trim() && typed !== code) return typed;
  return fmsCodePattern.test(code) ? code : '';
}
