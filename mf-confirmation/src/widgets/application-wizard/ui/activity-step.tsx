import { educationOptions, inputMasks, workFieldOptions } from '@microloans/shared-contracts/validation';
import { MaskedField, SelectField, TextField } from './fields';

/** Step 3: activity (SPEC §2): education, work and income. */
export function ActivityStep() {
  return (
    <>
      <SelectField name="education" label="Образование" options={educationOptions} />
      <SelectField name="workField" label="Сфера деятельности" options={workFieldOptions} />
      <TextField name="totalIncome" label="Ежемесячный доход, ₽" inputMode="numeric" placeholder="Например, 50000" />
      <TextField name="companyName" label="Место работы" placeholder="Название организации" autoComplete="organization" />
      <TextField name="jobTitle" label="Должность" autoComplete="organization-title" />
      <MaskedField name="workPhone" label="Рабочий телефон" mask={inputMasks.workPhone} placeholder="+7 (___) ___-____" inputMode="tel" />
    </>
  );
}
