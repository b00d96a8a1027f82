import { yupResolver } from '@hookform/resolvers/yup';
import { useUnit } from 'effector-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { Button, Flex } from '@microloans/ui-kit';
import { Alert } from '@microloans/ui-kit/extra';
import { HeldFieldset } from '@microloans/shared-contracts/hydration';
import {
  emptyPassword,
  lastStep,
  stepOfField,
  stepSchema,
  type ApplicationFormValues,
  type SchemaContext,
  type StepIndex,
} from '../../../entities/application';
import {
  $formValues,
  $step,
  $submitting,
  $violations,
  $needsPassword,
  $sendFailure,
  backClicked,
  stepSubmitted,
  valuesChanged,
} from '../../../features/application-wizard';
import { $codePhone, leadPhoneCode } from '../../../entities/phone-verification';
import { PhoneCode, preloadCodeStep } from '../../../entities/phone-verification/ui';
import { ActivityStep } from './activity-step';
import { ContactsStep } from './contacts-step';
import { PassportStep } from './passport-step';
import type { FieldName } from './application-field';

// `raw`: the step's handler gets the values as typed (the masks' text), not yup's cast of them.
const resolverOf = (step: StepIndex) =>
  yupResolver(stepSchema(step), undefined, { raw: true }) as unknown as Resolver<ApplicationFormValues, SchemaContext>;
const resolvers = [resolverOf(0), resolverOf(1), resolverOf(2)] as const;

// Every step in the first load: a step the server drew (the borrower's draft was on it) is taken
// over in place; a step fetched later would give way to its loading frame as the draft is read, a
// layout shift.
const stepViews = [ContactsStep, PassportStep, ActivityStep] as const;

export type ApplicationFormProps = {
  /** Drawn by the server, before the browser has read its draft: shown, but taking no input yet. */
  held?: boolean;
  /** …and the browser keeps a draft of it: its fields await the draft's values, never drawn as empty. */
  awaitingDraft?: boolean;
};

/**
 * The three steps in one react-hook-form form: the current step's rules validate, every change is
 * handed to the wizard model (which keeps it in local storage), server violations are marked.
 */
export function ApplicationForm({ held = false, awaitingDraft = false }: ApplicationFormProps) {
  const { step, values, violations, needsPassword, submitting, sendFailure, codePhone, codeErrors } = useUnit({
    step: $step,
    sendFailure: $sendFailure,
    values: $formValues,
    violations: $violations,
    needsPassword: $needsPassword,
    submitting: $submitting,
    codePhone: $codePhone,
    codeErrors: leadPhoneCode.$errors,
  });
  const events = useUnit({ changed: valuesChanged, submitted: stepSubmitted, back: backClicked });
  const [defaults] = useState<ApplicationFormValues>(() => ({ ...values, ...emptyPassword }));
  const shown = useRef(values);
  const form = useForm<ApplicationFormValues, SchemaContext>({
    defaultValues: defaults,
    resolver: resolvers[step],
    context: { needsPassword },
    mode: 'onTouched',
  });
  // Whenever the model puts new values in the form (the draft read, a lead resumed or copied), the
  // same form takes them: it stays on screen, nothing disappears and reappears. Before the browser
  // paints: the new step is never shown with the old values.
  useLayoutEffect(() => {
    if (shown.current === values) return;
    shown.current = values;
    form.reset({ ...values, ...emptyPassword });
  }, [form, values]);

  useEffect(() => {
    return form.subscribe({
      formState: { values: true },
      callback: ({ values: all }) => events.changed(all),
    });
  }, [form, events]);

  useEffect(() => {
    for (const violation of violations) {
      if (stepOfField(violation.propertyPath) === null) continue;
      form.setError(violation.propertyPath as FieldName, { type: 'server', message: violation.message }, { shouldFocus: true });
    }
  }, [form, violations]);


  const StepView = stepViews[step];
  const awaitingCode = step === 0 && codePhone !== null;
  const unplaced = violations.filter((violation) => stepOfField(violation.propertyPath) === null);

  return (
    <FormProvider {...form}>
      <form
        noValidate
        data-testid="application-form"
        data-step={step}
        onSubmit={(event) => {
          // The phone's step may ask for a code: the code step's own code is fetched meanwhile.
          if (step === 0) preloadCodeStep();
          void form.handleSubmit((all) => events.submitted(all))(event);
        }}
      >
        <HeldFieldset held={held} awaiting={held && awaitingDraft}>
          {unplaced.length > 0 ? (
            <Alert type="error" showIcon style={{ marginBottom: 16 }} message={unplaced.map((violation) => violation.message).join('. ')} />
          ) : null}
          <StepView />
          {/* The code could not be sent (the lock, the server): said under the phone's step. */}
          {step === 0 && !awaitingCode && codeErrors.code ? <Alert type="error" showIcon title={codeErrors.code} style={{ marginBottom: 16 }} data-testid="code-error" /> : null}
          {/* The step could not be sent for want of a connection: said here until it is sent again. */}
          {sendFailure ? <Alert type="error" showIcon title={sendFailure.title} description={sendFailure.detail} style={{ marginBottom: 16 }} data-testid="send-error" /> : null}
          {awaitingCode ? (
            <PhoneCode />
          ) : (
            <Flex gap={12} style={{ marginTop: 8 }}>
              {step > 0 ? (
                <Button size="large" onClick={() => events.back()} disabled={submitting}>
                  Назад
                </Button>
              ) : null}
              <Button type="primary" size="large" htmlType="submit" block loading={submitting}>
                {step === lastStep ? 'Отправить заявку' : 'Продолжить'}
              </Button>
            </Flex>
          )}
        </HeldFieldset>
      </form>
    </FormProvider>
  );
}
