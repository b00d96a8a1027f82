import { lazy, Suspense, useState } from 'react';
import { Button } from 'ui-kit';
import { leaveForLenderTexts } from './texts';

export { leaveForLenderTexts };

export type LeaveForLenderButtonProps = {
  lenderName: string;
  /** The lender's page for this offer. */
  url: string;
};

const LeaveDialog = lazy(() => import('./leave-dialog'));
// On the way to a press (pointer over the button, or focus from the keyboard), the dialog's code is
// asked for, so it is usually there when the press comes.
const prefetchLeaveDialog = () => void import('./leave-dialog');

/**
 * «Получить деньги»: the site is left only after the borrower allows it in a dialog (SPEC §2:
 * no external navigation without explicit permission). Only «Перейти» opens the lender's page,
 * in a new tab, so the shop window stays open behind it.
 */
export function LeaveForLenderButton({ lenderName, url }: LeaveForLenderButtonProps) {
  const [asked, setAsked] = useState(0);
  return (
    <>
      <Button
        type="primary"
        size="large"
        block
        onClick={() => setAsked((count) => count + 1)}
        onPointerEnter={prefetchLeaveDialog}
        onFocus={prefetchLeaveDialog}
        aria-label={`${leaveForLenderTexts.action}: ${lenderName}`}
      >
        {leaveForLenderTexts.action}
      </Button>
      {asked > 0 && (
        <Suspense fallback={null}>
          <LeaveDialog lenderName={lenderName} url={url} request={asked} />
        </Suspense>
      )}
    </>
  );
}
