import { isRecord } from '@microloans/shared-contracts/guards';
import { readStored, storageKeys, writeStored } from '@microloans/shared-contracts/storage';
import { applicationLink, type FormType } from '@microloans/shared-contracts/routes';
import { formLimits } from './constants';
import { positionOf, termAt } from './term-scale';

/** What the calculator hands to the application: amount in rubles, term in days, and the form it is for. */
export type LoanChoice = { amount: number; term: number; formType: FormType };

type StoredChoice = { amount?: unknown; term?: unknown };
/**
 * `loansForm`: the loan choice at its top level (its shape since the first release), the credit
 * choice under `credits`, so each form type finds its own last choice.
 */
type StoredLoansForm = StoredChoice & { credits?: StoredChoice };

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The stored entry when it is an object (a hand-edited or foreign value reads as none). */
function readLoansForm(): StoredLoansForm {
  const stored = readStored<unknown>(storageKeys.loansForm);
  return isRecord(stored) ? stored : {};
}

/** A stored choice within the form type's limits: the amount on its range and step, a term the slider has. */
function choiceWithin(stored: StoredChoice | undefined, formType: FormType): LoanChoice {
  const { amount: amountLimits, term: termLimits } = formLimits[formType];
  const amount = isNumber(stored?.amount) ? stored.amount : amountLimits.initial;
  const stepped = amountLimits.min + Math.round((amount - amountLimits.min) / amountLimits.step) * amountLimits.step;
  const position = isNumber(stored?.term) ? positionOf(stored.term, formType) : termLimits.initial;
  return {
    amount: Math.min(amountLimits.max, Math.max(amountLimits.min, stepped)),
    term: termAt(position, formType).days,
    formType,
  };
}

/** The form type's own starting choice (a first visit's, and the server's). */
export const defaultLoanChoice = (formType: FormType = 'loans'): LoanChoice => choiceWithin(undefined, formType);

/** The borrower's last choice for the form type, kept within its limits; the defaults when there is none. */
export function readLoanChoice(formType: FormType = 'loans'): LoanChoice {
  const stored = readLoansForm();
  return choiceWithin(formType === 'credits' ? (isRecord(stored.credits) ? stored.credits : undefined) : stored, formType);
}

export function saveLoanChoice({ amount, term, formType }: LoanChoice): void {
  const stored = readLoansForm();
  const next: StoredLoansForm = formType === 'credits' ? { ...stored, credits: { amount, term } } : { ...stored, amount, term };
  writeStored(storageKeys.loansForm, next);
}

/**
 * The calculator's fields as the application's address carries them when the calculator was sent
 * as a plain form (before its code took it over): `?amount=<rubles>&termPosition=<slider position>`.
 */
export const choiceParams = { amount: 'amount', termPosition: 'termPosition' } as const;

/** The choice an address carries (kept within the form type's limits); null when it carries none. */
export function choiceFromQuery(params: URLSearchParams, formType: FormType): LoanChoice | null {
  const amount = Number(params.get(choiceParams.amount) ?? Number.NaN);
  const position = Number(params.get(choiceParams.termPosition) ?? Number.NaN);
  if (!Number.isFinite(amount) || !Number.isFinite(position)) return null;
  return choiceWithin({ amount, term: termAt(position, formType).days }, formType);
}

/**
 * The application's address with a choice in it: what the calculator opens, sent by its code or as
 * a plain form alike. The wizard takes the choice from there (`choiceFromQuery`).
 */
export function choiceAddress({ amount, term, formType }: LoanChoice): string {
  const params = new URLSearchParams({ [choiceParams.amount]: String(amount), [choiceParams.termPosition]: String(positionOf(term, formType)) });
  return `${applicationLink(formType)}&${params.toString()}`;
}
