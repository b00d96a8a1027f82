import { createSuggestions, loadAddressSuggestions, loadFmsUnitSuggestions } from '../../entities/suggestions';

/** The profile form's suggestion lists (one form on the page at a time). */
export const registrationAddressSuggestions = createSuggestions(loadAddressSuggestions);
export const actualAddressSuggestions = createSuggestions(loadAddressSuggestions);
/** Units that issue passports, asked by the division code or by the name typed. */
export const fmsUnitSuggestions = createSuggestions(loadFmsUnitSuggestions);
