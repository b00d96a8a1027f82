import type { FormType } from '@microloans/shared-contracts/routes';

export type SliderLimits = { initial: number; min: number; max: number; step: number };
export type FormLimits = { amount: SliderLimits; term: SliderLimits };

/** SPEC §9: the loan calculator's form. Term is a slider position, see `term-scale.ts`. */
export const loanFormLimits = {
  amount: { initial: 30000, min: 1000, max: 100000, step: 1000 },
  term: { initial: 7, min: 1, max: 40, step: 1 },
} as const satisfies FormLimits;

/** SPEC §9: the credit form (`type=credits`). Term in years (SPEC names no unit; see the README). */
export const creditFormLimits = {
  amount: { initial: 200000, min: 10000, max: 5000000, step: 1000 },
  term: { initial: 2, min: 1, max: 7, step: 1 },
} as const satisfies FormLimits;

/** The limits of each form type. */
export const formLimits: Record<FormType, FormLimits> = { loans: loanFormLimits, credits: creditFormLimits };
