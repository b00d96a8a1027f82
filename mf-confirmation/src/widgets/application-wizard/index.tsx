import { useGate, useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useDrawnByServer } from '@microloans/shared-contracts/hydration';
import { Card, Flex, Skeleton, Typography } from '@microloans/ui-kit';
import { formTexts } from '../../entities/loan-form';
import {
  $draftAwaited,
  $formType,
  $loadingLead,
  $restored,
  $step,
  pageHidden,
  WizardGate,
  type WizardQuery,
} from '../../features/application-wizard';
import { ApplicationForm } from './ui/application-form';
import { ApplicationProgress } from './ui/application-progress';
import { LoanSummary } from './ui/loan-summary';
import { ResumeNeedsSignIn, SpeedUpOffer } from './ui/notices';

export type ApplicationWizardProps = {
  /** How the application opens: the query's uuid/copy/form type, or an active PD link. Read once. */
  opening: WizardQuery;
};

/**
 * The application (SPEC §2): its title (a loan or a credit), the amount and term, three steps, the
 * phone confirmed by code, nothing typed ever lost; at the end the shop window. Shown by
 * `/confirmation` and, pre-filled, by an active PD link's page.
 */
export function ApplicationWizard({ opening }: ApplicationWizardProps) {
  const state = useUnit({ restored: $restored, loadingLead: $loadingLead, step: $step, formType: $formType, draftAwaited: $draftAwaited });
  const events = useUnit({ hidden: pageHidden });
  const drawnByServer = useDrawnByServer();
  useGate(WizardGate, opening);

  // Leaving or hiding the tab saves at once, not after the 300 ms pause.
  useEffect(() => {
    const onHide = () => events.hidden();
    const onVisibility = () => document.visibilityState === 'hidden' && events.hidden();
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      onHide();
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [events]);

  // The server draws the step of this browser's draft (its cookie's hint) without what was typed,
  // which only the browser knows: the fields await it, and the browser holds the form until the
  // draft is read; then the same form takes what was kept.
  const asDrawnByServer = drawnByServer && !state.restored;
  const form = <ApplicationForm held={asDrawnByServer} awaitingDraft={state.draftAwaited} />;
  const ready = (state.restored || asDrawnByServer) && !state.loadingLead;

  return (
    <>
      <Typography.Title level={1} style={{ marginTop: 0, fontSize: 28 }}>
        {formTexts[state.formType].title}
      </Typography.Title>
      <Card>
        <Flex vertical gap={16}>
          <LoanSummary />
          <ApplicationProgress current={state.step} />
          <ResumeNeedsSignIn />
          <SpeedUpOffer />
          {ready ? form : <Skeleton active title={false} paragraph={{ rows: 8 }} />}
        </Flex>
      </Card>
    </>
  );
}
