import { links } from '@microloans/shared-contracts/routes';
import { inputMasks } from '@microloans/shared-contracts/validation';
import { fioSuggestions } from '../../../features/suggestions';
import { CheckboxField, MaskedField, SuggestField, TextField } from './fields';

/** Step 1: contact data (SPEC §2). */
export function ContactsStep() {
  return (
    <>
      <SuggestField name="fio" label="ФИО" placeholder="Фамилия Имя Отчество" suggestions={fioSuggestions} autoComplete="name" />
      <MaskedField name="birthday" label="Дата рождения" mask={inputMasks.date} placeholder="ДД-ММ-ГГГГ" autoComplete="bday" />
      <MaskedField
        name="phone"
        label="Мобильный телефон"
        mask={inputMasks.phone}
        placeholder="+7 (___) ___-__-__"
        inputMode="tel"
        autoComplete="tel"
      />
      <TextField name="email" label="Электронная почта" type="email" inputMode="email" autoComplete="email" placeholder="name@example.ru" />
      <CheckboxField name="privacyAgreement">
        Я даю согласие на{' '}
        <a href={links.privacyAgreement} target="_blank" rel="noreferrer">
          обработку персональных данных
        </a>
      </CheckboxField>
      <CheckboxField name="mailingAgreement">
        Я согласен получать{' '}
        <a href={links.mailingAgreement} target="_blank" rel="noreferrer">
          информационные рассылки
        </a>
      </CheckboxField>
    </>
  );
}
