import { useUnit } from 'effector-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { inputMasks } from '@microloans/shared-contracts/validation';
import { addressLinks, fmsUnitLinks } from '@microloans/shared-features/suggestions';
import { Typography } from '@microloans/ui-kit';
import type { ApplicationFormValues } from '../../../entities/application';
import { $needsPassword } from '../../../features/application-wizard';
import { actualAddressSuggestions, fmsUnitSuggestions, registrationAddressSuggestions } from '../../../features/suggestions';
import { CheckboxField, MaskedField, PasswordField, SuggestField, TextField } from './fields';

/** Step 2: passport data, addresses and, for an account without a password, the password (SPEC §4). */
export function PassportStep() {
  const form = useFormContext<ApplicationFormValues>();
  const { control } = form;
  const differs = useWatch({ control, name: 'userAnotherRegistrationRegion' });
  const needsPassword = useUnit($needsPassword);

  return (
    <>
      <MaskedField name="passportData" label="Серия и номер паспорта" mask={inputMasks.passport} placeholder="0000 000000" />
      <MaskedField name="passportDate" label="Дата выдачи" mask={inputMasks.date} placeholder="ДД-ММ-ГГГГ" />
      <MaskedField name="passportFmsCode" label="Код подразделения" mask={inputMasks.fmsCode} placeholder="000-000" />
      <SuggestField
        name="passportIssued"
        label="Кем выдан"
        placeholder="Начните вводить код подразделения или название"
        suggestions={fmsUnitSuggestions}
        {...fmsUnitLinks(form)}
      />
      <TextField name="birthPlace" label="Место рождения" placeholder="Как в паспорте" />
      <MaskedField name="snilsNumber" label="СНИЛС" mask={inputMasks.snils} placeholder="000-000-000 00" />
      <SuggestField
        name="registrationFullAddress"
        label="Адрес регистрации"
        placeholder="Город, улица, дом, квартира"
        suggestions={registrationAddressSuggestions}
        {...addressLinks(form, 'registrationFullAddress', 'registrationAddress')}
        extra="Выберите адрес из подсказок: так мы узнаем регион, город и дом"
      />
      <CheckboxField name="userAnotherRegistrationRegion">Адрес проживания отличается от адреса регистрации</CheckboxField>
      {differs ? (
        <SuggestField
          name="actualFullAddress"
          label="Адрес проживания"
          placeholder="Город, улица, дом, квартира"
          suggestions={actualAddressSuggestions}
          {...addressLinks(form, 'actualFullAddress', 'actualAddress')}
        />
      ) : null}
      {needsPassword ? (
        <section data-testid="account-password">
          <Typography.Title level={2} style={{ fontSize: 16 }}>Защитите личный кабинет паролем</Typography.Title>
          <Typography.Paragraph type="secondary">
            С паролем вы сможете войти в кабинет и следить за заявкой без кода из СМС.
          </Typography.Paragraph>
          <PasswordField name="password" label="Пароль" autoComplete="new-password" />
          <PasswordField name="repeatPassword" label="Повторите пароль" autoComplete="new-password" />
        </section>
      ) : null}
    </>
  );
}
