import { useUnit } from 'effector-react';
import { useRef, type ReactNode } from 'react';
import { useTakenOver } from '@microloans/shared-contracts/hydration';
import { useTypedBeforeTakeover } from '@microloans/shared-contracts/hydration/typed-before-takeover';
import { CodeStep, PhoneStep } from '@microloans/shared-features/phone-code/ui';
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
  const [stage, keptPhone, phoneTyped] = useUnit([flow.$stage, flow.$typedPhone, flow.phoneTyped]);
  // The phone this tab kept is the browser's: the server's page and the browser's first draw over
  // it start empty, and the kept phone follows at once (the step reads it when it mounts) — unless
  // the borrower has typed a phone into the step meanwhile (it takes typing before the page's code
  // does): that one stays, and replaces the kept one.
  const takenOver = useTakenOver();
  const phoneStep = useRef<HTMLDivElement>(null);
  const typedHere = useTypedBeforeTakeover(phoneStep);
  return (
    <div data-testid="password-flow" data-stage={stage}>
      {stage !== 'done' ? <p style={{ margin: '0 0 12px', fontWeight: 600 }}>{stageTitles[stage]}</p> : null}
      {stage === 'phone' ? (
        <div ref={phoneStep}>
          <PhoneStep
            key={takenOver && !typedHere && flow.$typedPhone.defaultState !== '' ? 'kept' : 'fresh'}
            request={flow.code}
            submitText={texts.sendCode}
            refusedHelp={refusedHelp}
            defaultPhone={takenOver ? keptPhone : ''}
            onPhoneChange={phoneTyped}
          />
        </div>
      ) : null}
      {stage === 'code' ? <CodeStep request={flow.code} submitText={texts.confirmCode} /> : null}
      {stage === 'password' ? <NewPasswordStep flow={flow} submitText={texts.setPassword} /> : null}
    </div>
  );
}
