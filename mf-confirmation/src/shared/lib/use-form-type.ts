import { useUnit } from 'effector-react';
import { $formType } from '@microloans/platform';
import { useSearchParams } from '@microloans/platform/router';
import { readFormType, type FormType } from '@microloans/shared-contracts/routes';

/**
 * The form type of the page (SPEC §2, §9): the query's `type` when it has one, else the one the
 * shell's route step kept from an earlier page of the visit; `loans` when neither says `credits`.
 * The query is read here too so a remote running alone (no shell, no route steps) follows it.
 */
export function useFormType(): FormType {
  const [params] = useSearchParams();
  const kept = useUnit($formType);
  return readFormType(params.get('type') ?? kept);
}
