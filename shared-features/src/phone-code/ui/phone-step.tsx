import { yupResolver } from '@hookform/resolvers/yup';
import { useUnit } from 'effector-react';
import { useEffect, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import * as yup from 'yup';
import { phoneRule } from '@microloans/shared-contracts/validation';
import { Button } from '@microloans/ui-kit';
import { Alert } from '@microloans/ui-kit/extra';
import { PhoneField } from '../../fields';
import type { CodeCheck } from '../model';
import { preloadCodeStep } from './lazy-code-step';

type PhoneValues = { phone: string };
const resolver = yupResolver(yup.object({ phone: phoneRule() })) as unknown as Resolver<PhoneValues>;

export type PhoneStepProps = {
  request: CodeCheck;
  submitText: string;
  /** What to offer when the server refuses the phone (another way in: sign in, register, recover). */
  refusedHelp?: ReactNode;
  defaultPhone?: string;
  onPhoneChange?: (phone: string) => void;
};

/** The phone a code goes to; the server's refusal (unknown, taken, invalid) in its own words. */
export function PhoneStep({ request, submitText, refusedHelp, defaultPhone = '', onPhoneChange }: PhoneStepProps) {
  const [errors, pending, requested] = useUnit([request.$errors, request.$pending, request.requested]);
  const { control, handleSubmit, subscribe, getValues } = useForm<PhoneValues>({ defaultValues: { phone: defaultPhone }, resolver });

  useEffect(() => {
    if (!onPhoneChange) return undefined;
    // A phone typed before the page's code took the form over reached it as its field was taken over.
    if (getValues('phone') !== defaultPhone) onPhoneChange(getValues('phone'));
    return subscribe({ formState: { values: true }, callback: ({ values }) => onPhoneChange(values.phone ?? '') });
  }, [subscribe, getValues, onPhoneChange, defaultPhone]);

  return (
    <>
      <form
        noValidate
        onSubmit={(event) => {
          // The code step's own code is fetched while the code is sent.
          preloadCodeStep();
          void handleSubmit(({ phone }) => requested(phone))(event);
        }}
        data-testid="phone-step"
      >
        <PhoneField control={control} name="phone" label="Телефон" id="flow-phone" />
        {errors.phone ? (
          <Alert type="error" showIcon title={errors.phone} description={refusedHelp} style={{ marginBottom: 16 }} data-testid="phone-refused" />
        ) : null}
        {errors.code ? <Alert type="error" showIcon title={errors.code} style={{ marginBottom: 16 }} /> : null}
        <Button type="primary" size="large" htmlType="submit" block loading={pending}>
          {submitText}
        </Button>
      </form>
    </>
  );
}
