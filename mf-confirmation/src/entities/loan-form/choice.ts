import { readStored, storageKeys, writeStored } from 'shared-contracts/storage';
import { loanFormLimits } from './constants';

/** What the calculator hands to the application (`loansForm`): amount in rubles, term in days. */
export type LoanChoice = { amount: number; term: number };

const { amount: amountLimits, term: termLimits } = loanFormLimits;

/** The borrower's last choice, the amount kept within the limits; the defaults when there is none. */
export function readLoanChoice(): LoanChoice {
  const stored = readStored<{ amount?: unknown; term?: unknown }>(storageKeys.loansForm);
  const amount = typeof stored?.amount === 'number' ? stored.amount : amountLimits.initial;
  return {
    amount: Math.min(amountLimits.max, Math.max(amountLimits.min, amount)),
    term: typeof stored?.term === 'number' ? stored.term : termLimits.initial,
  };
}

export function saveLoanChoice(choice: LoanChoice): void {
  writeStored(storageKeys.loansForm, choice);
}
