import { Alert } from '@microloans/ui-kit/extra';
import type { ApplicationStatus } from '../../../entities/application';
import type { ScenarioMessage as Message } from '../config';
import type { ShopwindowScenario } from '../lib';

export type ScenarioMessageProps = { scenario: ShopwindowScenario; status: ApplicationStatus; message: Message };

/** Where the borrower's application stands, above the offers. */
export function ScenarioMessage({ scenario, status, message }: ScenarioMessageProps) {
  return (
    <Alert
      data-testid="shopwindow-message"
      data-scenario={scenario}
      data-status={status}
      // News about the borrower's own application, not an error: polite, not assertive.
      role="status"
      type={message.tone}
      showIcon
      title={message.title}
      description={message.text}
    />
  );
}
