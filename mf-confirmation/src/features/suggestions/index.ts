import { suggestionLoaders } from '@microloans/shared-contracts/api';
import { createSuggestions } from '@microloans/shared-features/suggestions';

/** The application's suggestion lists (SPEC §7), one per field (one application on the page at a time). */
export const fioSuggestions = createSuggestions(suggestionLoaders.fio, 2);
/** Units that issue passports, asked by the division code or by the name typed. */
export const fmsUnitSuggestions = createSuggestions(suggestionLoaders.fmsUnit);
export const registrationAddressSuggestions = createSuggestions(suggestionLoaders.address);
export const actualAddressSuggestions = createSuggestions(suggestionLoaders.address);
