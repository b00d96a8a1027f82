import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { CodeStep, PhoneStep } from '../../../entities/phone-code';
import type { PasswordFlow } from '../model';
import { NewPasswordStep } from '../../../entities/account-password';

export type PasswordFlowStepsProps = {
  flow: PasswordFlow;
  texts: { sendCode: string; confirmCode: string; setPassword: string };
  refusedHelp: ReactNode;
};

const stageTitles = { phone: 'Шаг 1 из 3: телефон', code: 'Шаг 2 из 3: код из СМС', password: 'Шаг 3 из 3: пароль', done: '' } as const;

/** Phone → code → password, one step at a time, each step saying where the borrower is. */
export function PasswordFlowSteps({ flow, texts, refusedHelp }: PasswordFlowStepsProps) {
  const [stage, typedPhone, phoneTyped] = useUnit([flow.$stage, flow.$typedPhone, flow.phoneTyped]);
  return (
    <div data-testid="password-flow" data-stage={stage}>
      {stage !== 'done' ? <p style={{ margin: '0 0 12px', fontWeight: 600 }}>{stageTitles[stage]}</p> : null}
      {stage === 'phone' ? (
        <PhoneStep
          request={flow.code}
          submitText={texts.sendCode}
          refusedHelp={refusedHelp}
          defaultPhone={typedPhone}
          onPhoneChange={phoneTyped}
        />
      ) : null}
      {stage === 'code' ? <CodeStep request={flow.code} submitText={texts.confirmCode} /> : null}
      {stage === 'password' ? <NewPasswordStep flow={flow} submitText={texts.setPassword} /> : null}
    </div>
  );
}
