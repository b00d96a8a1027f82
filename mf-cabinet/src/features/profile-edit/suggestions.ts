import { suggestionLoaders } from '@microloans/shared-contracts/api';
import { createSuggestions } from '@microloans/shared-features/suggestions';

/** The profile form's suggestion lists (one form on the page at a time). */
export const registrationAddressSuggestions = createSuggestions(suggestionLoaders.address);
export const actualAddressSuggestions = createSuggestions(suggestionLoaders.address);
/** Units that issue passports, asked by the division code or by the name typed. */
export const fmsUnitSuggestions = createSuggestions(suggestionLoaders.fmsUnit);
