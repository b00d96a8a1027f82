import { codeTexts } from '@microloans/shared-contracts/api';

/** SPEC §8 texts of the phone code (one home: the contract's `codeTexts`). */
export const phoneCodeTexts = codeTexts;
