import { useState } from 'react';
import { useApiQuery } from '@microloans/platform';
import { useParams } from '@microloans/platform/router';
import { pdLinkQuery } from '../../entities/pd-link';
import type { WizardQuery } from '../../features/application-wizard';
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
  // Once a link has opened the application, the application stays: signing in on its first step
  // purges the session's queries (this check among them), and the borrower must not lose the form.
  const [opened, setOpened] = useState<{ id: string; opening: WizardQuery } | null>(null);
  if (data?.kind === 'active' && opened?.id !== id) {
    setOpened({ id, opening: { uuid: null, copy: null, formType: 'loans', pdLink: { id: data.id, lead: data.lead } } });
  }
  const opening = opened?.id === id ? opened.opening : null;

  return (
    <PageFrame testId="pdl-page">
      {opening ? (
        <ApplicationWizard key={id} opening={opening} />
      ) : error ? (
        <LinkCheckFailed network={error.kind === 'network'} onRetry={retry} />
      ) : !data ? (
        <LinkChecking />
      ) : data.kind !== 'active' ? (
        <LinkClosed kind={data.kind} />
      ) : null}
    </PageFrame>
  );
}
