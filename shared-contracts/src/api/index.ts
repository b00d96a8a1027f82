/**
 * The API contract: DTOs of SPEC §7, the calls several parts make, and the texts of their
 * failures. Compiled into each part that uses it, on top of the platform's one client; a call
 * only one part makes lives beside the feature that makes it, in that part.
 */
export { authApi } from './auth-api';
export { blogApi } from './blog-api';
export { blogPosts } from './blog-posts';
export { leadApi } from './lead-api';
export { suggestionLoaders, suggestionsApi } from './suggestions-api';
export type { Suggestion } from './suggestions-api';
export { toProfileSavePayload } from './profile-save-payload';
export { toAddressDetails } from './address-details';
export { codeTexts, errorTexts } from './error-texts';
export * from './dto';
