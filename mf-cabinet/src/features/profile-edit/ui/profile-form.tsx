import { yupResolver } from '@hookform/resolvers/yup';
import { useUnit } from 'effector-react';
import { memo, useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { SessionUser } from '@microloans/platform';
import { educationOptions, inputMasks, workFieldOptions } from '@microloans/shared-contracts/validation';
import { Button, Flex, Typography } from '@microloans/ui-kit';
import { Alert } from '@microloans/ui-kit/extra';
import { FormField, Radio } from '@microloans/ui-kit/forms';
import { MaskedField, SelectField, TextField } from '@microloans/shared-features/fields';
import { addressLinks, fmsUnitLinks } from '@microloans/shared-features/suggestions';
import { differsFrom, toFormValues, type ProfileFormValues } from '../form-values';
import { $draft, draftDiscarded, draftValuesFor, profileEdited } from '../draft';
import * as model from '../model';
import { profileSchema } from '../schema';
import { actualAddressSuggestions, fmsUnitSuggestions, registrationAddressSuggestions } from '../suggestions';
import { SuggestField } from './suggest-field';

type Name = keyof ProfileFormValues;
const resolver = yupResolver(profileSchema) as unknown as Resolver<ProfileFormValues>;

const columns = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', columnGap: 16 } as const;

/** The page mounts the form anew (by key) for each saved version of the profile: its new start. */
export type ProfileFormProps = { user: SessionUser };

/**
 * The borrower's profile (SPEC §3) with the rules and masks of §5. «Сохранить» is enabled only
 * when the edited profile differs from the signed-in one, compared as it would be sent (masked
 * against raw, `""` against null); what the server refuses is marked on its field.
 */
export function ProfileForm({ user }: ProfileFormProps) {
  const draft = useUnit($draft);
  // Unsaved changes made over this very profile come back (after a reload, or on coming back to
  // the page); read once, as the form's start. The form itself does not follow the draft it writes.
  const [restored] = useState(() => draftValuesFor(draft, user));
  return <ProfileFormFields user={user} restored={restored} />;
}

const ProfileFormFields = memo(function ProfileFormFields({ user, restored }: ProfileFormProps & { restored: ProfileFormValues | null }) {
  const [violations, saving, saveFailure, save, invalid, edited, discarded] = useUnit([
    model.$violations,
    model.$saving,
    model.$saveFailure,
    model.saveSubmitted,
    model.invalidSubmitted,
    profileEdited,
    draftDiscarded,
  ]);
  const form = useForm<ProfileFormValues>({
    defaultValues: restored ?? toFormValues(user),
    resolver,
    mode: 'onTouched',
  });
  const { control, handleSubmit, setError, subscribe, reset } = form;
  const [changed, setChanged] = useState(() => restored !== null && differsFrom(restored, user));

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          setChanged(differsFrom(values as ProfileFormValues, user));
          edited({ user, values: values as ProfileFormValues });
        },
      }),
    [subscribe, user, edited],
  );
  useEffect(() => {
    for (const violation of violations) {
      if (violation.propertyPath in toFormValues(user)) {
        setError(violation.propertyPath as Name, { type: 'server', message: violation.message }, { shouldFocus: true });
      }
    }
  }, [violations, setError, user]);

  return (
    <>
      <form noValidate onSubmit={(event) => void handleSubmit(save, invalid)(event)} data-testid="profile-form">
        {restored ? (
          <Typography.Paragraph type="secondary" data-testid="profile-draft-restored">
            Мы вернули изменения, которые вы не успели сохранить.
          </Typography.Paragraph>
        ) : null}
        <Typography.Title level={2} style={{ fontSize: 18 }}>
          Личные данные
        </Typography.Title>
        <div style={columns}>
          <TextField control={control} name="lastName" label="Фамилия" autoComplete="family-name" />
          <TextField control={control} name="firstName" label="Имя" autoComplete="given-name" />
          <TextField control={control} name="middleName" label="Отчество" autoComplete="additional-name" />
          <MaskedField control={control} name="birthday" label="Дата рождения" mask={inputMasks.date} placeholder="ДД-ММ-ГГГГ" />
        </div>
        <FormField control={control} name="gender" label="Пол">
          {(input) => (
            <Radio.Group
              id={input.id}
              value={input.value}
              onChange={(event) => input.onChange(event.target.value)}
              options={[
                { label: 'Мужской', value: 'male' },
                { label: 'Женский', value: 'female' },
              ]}
            />
          )}
        </FormField>

        <Typography.Title level={2} style={{ fontSize: 18 }}>
          Документы
        </Typography.Title>
        <div style={columns}>
          <MaskedField control={control} name="passportData" label="Серия и номер паспорта" mask={inputMasks.passport} placeholder="9999 999999" />
          <MaskedField control={control} name="passportDate" label="Дата выдачи" mask={inputMasks.date} placeholder="ДД-ММ-ГГГГ" />
          <SuggestField
            control={control}
            name="passportIssued"
            label="Кем выдан"
            placeholder="Код подразделения или название"
            suggestions={fmsUnitSuggestions}
            {...fmsUnitLinks(form)}
          />
          <MaskedField control={control} name="passportFmsCode" label="Код подразделения" mask={inputMasks.fmsCode} placeholder="000-000" />
          <TextField control={control} name="birthPlace" label="Место рождения" />
          <MaskedField control={control} name="snilsNumber" label="СНИЛС" mask={inputMasks.snils} placeholder="999-999-999 99" />
          <MaskedField control={control} name="inn" label="ИНН" mask="000000000000" placeholder="10 или 12 цифр" />
        </div>

        <Typography.Title level={2} style={{ fontSize: 18 }}>
          Адреса
        </Typography.Title>
        <SuggestField
          control={control}
          name="registrationFullAddress"
          label="Адрес регистрации"
          placeholder="Город, улица, дом, квартира"
          suggestions={registrationAddressSuggestions}
          {...addressLinks(form, 'registrationFullAddress', 'registrationAddress')}
          extra="Выберите адрес из подсказок: так мы узнаем регион, город и дом"
        />
        <SuggestField
          control={control}
          name="actualFullAddress"
          label="Адрес проживания"
          placeholder="Город, улица, дом, квартира"
          suggestions={actualAddressSuggestions}
          {...addressLinks(form, 'actualFullAddress', 'actualAddress')}
        />

        <Typography.Title level={2} style={{ fontSize: 18 }}>
          Работа и доход
        </Typography.Title>
        <div style={columns}>
          <SelectField control={control} name="education" label="Образование" options={educationOptions} allowClear />
          <SelectField control={control} name="workField" label="Сфера деятельности" options={workFieldOptions} allowClear />
          <TextField control={control} name="companyName" label="Место работы" autoComplete="organization" />
          <TextField control={control} name="jobTitle" label="Должность" autoComplete="organization-title" />
          <MaskedField control={control} name="totalIncome" label="Ежемесячный доход, ₽" mask="00000000" placeholder="50000" />
          <MaskedField control={control} name="workPhone" label="Рабочий телефон" mask={inputMasks.workPhone} placeholder="+7 (999) 999-9999" inputMode="tel" />
        </div>

        {saveFailure ? <Alert type="error" showIcon title={saveFailure.title} description={saveFailure.detail} style={{ marginBottom: 16 }} data-testid="profile-save-error" /> : null}
        <Flex gap={12} align="center" wrap>
          <Button type="primary" size="large" htmlType="submit" disabled={!changed} loading={saving} data-testid="profile-save">
            Сохранить
          </Button>
          {changed ? (
            <Button
              type="link"
              onClick={() => {
                reset(toFormValues(user));
                discarded();
              }}
            >
              Отменить изменения
            </Button>
          ) : (
            <Typography.Text type="secondary">Изменений нет</Typography.Text>
          )}
        </Flex>
      </form>
    </>
  );
});
