import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'platform/router';
import { links } from 'shared-contracts/routes';
import { Card, Flex, Skeleton, Typography } from 'ui-kit';
import {
  $formRevision,
  $leadParamDropped,
  $loadingLead,
  $outcome,
  $restored,
  $step,
  pageHidden,
  wizardOpened,
} from '../../features/application-wizard/model';
import { ApplicationForm } from './ui/application-form';
import { ApplicationProgress } from './ui/application-progress';
import { LoanSummary } from './ui/loan-summary';
import { ResumeNeedsSignIn, SpeedUpOffer } from './ui/notices';

/**
 * Заявка на займ (`/confirmation`, SPEC §2): three steps, the phone confirmed by code, nothing
 * typed ever lost. The route has no layout: the page carries its own slim header.
 */
export function ConfirmationPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const state = useUnit({
    restored: $restored,
    loadingLead: $loadingLead,
    revision: $formRevision,
    step: $step,
    outcome: $outcome,
    dropped: $leadParamDropped,
  });
  const events = useUnit({ opened: wizardOpened, hidden: pageHidden });

  useEffect(() => {
    events.opened({ uuid: params.get('uuid'), copy: params.get('copy') });
    // Opened once per visit; the query is read as it was when the page opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (state.outcome) navigate(links.shopwindow(state.outcome.scenario, state.outcome.uuid));
  }, [navigate, state.outcome]);

  useEffect(() => {
    if (!state.dropped) return;
    setParams(
      (current) => {
        current.delete('uuid');
        current.delete('copy');
        return current;
      },
      { replace: true },
    );
  }, [setParams, state.dropped]);

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

  const ready = state.restored && !state.loadingLead;

  return (
    <main style={{ maxWidth: 560, margin: '0 auto', padding: '16px 16px 48px' }} data-testid="confirmation-page">
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
        {/* The accessible name starts with the visible words (WCAG 2.5.3), then says where it leads. */}
        <Link to="/" aria-label="Займ онлайн — на главную">
          <strong>Займ онлайн</strong>
        </Link>
      </Flex>
      <Typography.Title level={1} style={{ marginTop: 0, fontSize: 28 }}>
        Заявка на займ
      </Typography.Title>
      <Card>
        <Flex vertical gap={16}>
          <LoanSummary />
          <ApplicationProgress current={state.step} />
          <ResumeNeedsSignIn />
          <SpeedUpOffer />
          {ready ? <ApplicationForm key={state.revision} /> : <Skeleton active paragraph={{ rows: 8 }} />}
        </Flex>
      </Card>
    </main>
  );
}
