import { useMemo } from 'react';
import { useApiQuery } from 'platform';
import { useParams } from 'platform/router';
import { pdLinkQuery } from '../../entities/pd-link';
import type { WizardQuery } from '../../features/application-wizard/model';
import { PageFrame } from '../../shared/ui/page-frame';
import { ApplicationWizard } from '../../widgets/application-wizard';
import { LinkCheckFailed, LinkChecking, LinkClosed } from './ui/link-states';

/**
 * A lender's PD link (`/pdl/{id}`, SPEC §2 page type `pd_link`): the link is checked; an active one
 * opens the application pre-filled from its lead (`sourcePage: pd_link`, ending in the shop
 * window's `pdl_lead` or `pdl_duplicate`); a used, expired or unknown one says so and offers the
 * ordinary application; a failed check offers to retry.
 */
export function PdlPage() {
  const { id = '' } = useParams();
  const { data, error, retry } = useApiQuery(pdLinkQuery, id);
  const active = data?.kind === 'active' ? data : null;
  const opening = useMemo<WizardQuery | null>(
    () => (active ? { uuid: null, copy: null, formType: 'loans', pdLink: { id: active.id, lead: active.lead } } : null),
    [active],
  );

  return (
    <PageFrame testId="pdl-page">
      {error ? (
        <LinkCheckFailed network={error.kind === 'network'} onRetry={retry} />
      ) : !data ? (
        <LinkChecking />
      ) : opening ? (
        <ApplicationWizard key={id} opening={opening} />
      ) : data.kind !== 'active' ? (
        <LinkClosed kind={data.kind} />
      ) : null}
    </PageFrame>
  );
}
