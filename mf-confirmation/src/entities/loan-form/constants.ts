/** SPEC §9: the loan calculator's form. Term is a slider position, see `term-scale.ts`. */
export const loanFormLimits = {
  amount: { initial: 30000, min: 1000, max: 100000, step: 1000 },
  term: { initial: 7, min: 1, max: 40, step: 1 },
} as const;

/** SPEC §9: the credit form (for the credit products shown later). Term in its own units. */
export const creditFormLimits = {
  amount: { initial: 200000, min: 10000, max: 5000000, step: 1000 },
  term: { initial: 2, min: 1, max: 7, step: 1 },
} as const;
