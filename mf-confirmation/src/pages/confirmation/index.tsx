import { useState } from 'react';
import { choiceFromQuery } from '../../entities/loan-form';
import { useSearchParams } from '@microloans/platform/router';
import type { WizardQuery } from '../../features/application-wizard';
import { useFormType } from '../../shared/lib/use-form-type';
import { PageFrame } from '../../shared/ui/page-frame';
import { ApplicationWizard } from '../../widgets/application-wizard';

/**
 * Заявка на займ (`/confirmation`, SPEC §2): the application of the query's form type (`type=loans`
 * or `type=credits`), resumed with `uuid` or copied with `copy`. The route has no layout: the page
 * carries its own slim header.
 */
export function ConfirmationPage() {
  const [params] = useSearchParams();
  const formType = useFormType();
  // The calculator's choice comes in the address, sent by its code or as a plain form (the
  // wizard's model takes it, then drops it from the address: a reload or a shared link does not
  // choose again).
  const [opening] = useState<WizardQuery>(() => ({ uuid: params.get('uuid'), copy: params.get('copy'), formType, chosen: choiceFromQuery(params, formType) }));
  return (
    <PageFrame testId="confirmation-page">
      <ApplicationWizard opening={opening} />
    </PageFrame>
  );
}
