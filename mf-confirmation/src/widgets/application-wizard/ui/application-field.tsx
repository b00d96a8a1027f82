import { useUnit } from 'effector-react';
import { useFormContext } from 'react-hook-form';
import { FormField, type FormFieldProps } from '@microloans/ui-kit/forms';
import type { ApplicationFormValues } from '../../../entities/application';
import { fieldBlurred } from '../../../features/application-wizard';

export type FieldName = keyof ApplicationFormValues;

export type ApplicationFieldProps<Name extends FieldName> = Omit<FormFieldProps<ApplicationFormValues, Name>, 'control'>;

/**
 * The kit's field on the wizard's form. Its blur also checks the field and reports whether it is
 * valid to analytics (SPEC §5, goals `input_valid` / `input_invalid`). The control comes from the
 * form's context here: this is the wizard's own copy of react-hook-form, the one that made it.
 */
export function ApplicationField<Name extends FieldName>({ name, children, ...field }: ApplicationFieldProps<Name>) {
  const { control, trigger } = useFormContext<ApplicationFormValues>();
  const reportBlur = useUnit(fieldBlurred);
  return (
    <FormField control={control} name={name} {...field}>
      {(input, state) =>
        children(
          {
            ...input,
            onBlur: () => {
              input.onBlur();
              void trigger(name).then((valid) => reportBlur({ field: name, valid }));
            },
          },
          state,
        )
      }
    </FormField>
  );
}
