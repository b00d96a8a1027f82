import { useUnit } from 'effector-react';
import { useController, useFormContext } from 'react-hook-form';
import type { ApplicationFormValues } from '../../../entities/application';
import { fieldBlurred } from '../../../features/application-wizard/model';

export type FieldName = keyof ApplicationFormValues;

/**
 * One form field: its value and handlers, its error text, and a blur that checks the field and
 * reports whether it is valid to analytics (SPEC §5, goals `input_valid` / `input_invalid`).
 */
export function useApplicationField<Name extends FieldName>(name: Name) {
  const { control, trigger } = useFormContext<ApplicationFormValues>();
  const { field, fieldState } = useController({ name, control });
  const reportBlur = useUnit(fieldBlurred);
  const onBlur = () => {
    field.onBlur();
    void trigger(name).then((valid) => reportBlur({ field: name, valid }));
  };
  return { field, error: fieldState.error?.message, onBlur };
}
