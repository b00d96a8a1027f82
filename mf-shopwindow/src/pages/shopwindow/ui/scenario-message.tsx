import { Alert } from 'ui-kit/extra';
import { scenarioMessages } from '../config';
import type { ShopwindowScenario } from '../lib';

export type ScenarioMessageProps = { scenario: ShopwindowScenario };

/** Where the borrower's application stands, above the offers. */
export function ScenarioMessage({ scenario }: ScenarioMessageProps) {
  const message = scenarioMessages[scenario];
  return (
    <Alert
      data-testid="shopwindow-message"
      data-scenario={scenario}
      // News about the borrower's own application, not an error: polite, not assertive.
      role="status"
      type={message.tone}
      showIcon
      title={message.title}
      description={message.text}
    />
  );
}
