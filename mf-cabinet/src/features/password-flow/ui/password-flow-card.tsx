import { useGate } from 'effector-react';
import type { ReactNode } from 'react';
import { useSearchParams } from '@microloans/platform/router';
import type { PageFrame } from '@microloans/shared-contracts/routes';
import { Card, Typography } from '@microloans/ui-kit';
import type { PasswordFlow } from '../model';
import { PasswordFlowSteps, type PasswordFlowStepsProps } from './password-flow-steps';

export type PasswordFlowCardProps = {
  flow: PasswordFlow;
  /** The page's heading and lead (the shell draws the same as the page's first frame). */
  frame: PageFrame;
  /** Where a finished flow goes when the address has no `to` (or one that may not be followed). */
  doneTo: string;
  texts: PasswordFlowStepsProps['texts'];
  refusedHelp: ReactNode;
  /** Under the steps: the way to the other ways in. */
  footer: ReactNode;
};

/**
 * A page of phone → code → password (registration, recovery): the heading, the steps, the other
 * ways in; once done, the flow's model goes on to `to` from the address (decided by the contract's
 * navigation rule) or `doneTo`.
 */
export function PasswordFlowCard({ flow, frame, doneTo, texts, refusedHelp, footer }: PasswordFlowCardProps) {
  const [params] = useSearchParams();
  useGate(flow.PageGate, { to: params.get('to'), fallback: doneTo });

  return (
    <Card style={{ maxWidth: 440, margin: '0 auto' }}>
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
        {frame.heading}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{frame.lead}</Typography.Paragraph>
      <PasswordFlowSteps flow={flow} texts={texts} refusedHelp={refusedHelp} />
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>{footer}</Typography.Paragraph>
    </Card>
  );
}
