import { Suspense, useState } from 'react';
import { useTakenOver } from '@microloans/shared-contracts/hydration';
import { Button, lazyModule } from '@microloans/ui-kit';

export type LeaveForLenderButtonProps = {
  lenderName: string;
  /** The lender's page for this offer. */
  url: string;
};

export const leaveForLenderTexts = {
  action: 'Получить деньги',
  title: 'Переход на сайт партнёра',
  confirm: 'Перейти',
  cancel: 'Отмена',
  refused: 'Не удалось открыть сайт партнёра. Попробуйте ещё раз или выберите другое предложение.',
} as const;

// The dialog comes with the first press (it brings ui-kit/feedback), not with the offers; its code
// is asked for as the pointer comes over the button or the keyboard focus reaches it.
// Without a connection, the place under the button says so.
const LeaveDialog = lazyModule(() => import('./leave-dialog'));

/**
 * «Получить деньги»: the site is left only after the borrower allows it in a dialog (SPEC §2:
 * no external navigation without explicit permission). Only «Перейти» opens the lender's page,
 * in a new tab, so the shop window stays open behind it. Drawn by the server, it is held
 * (disabled) until the page's code has taken it over: a press before then would be lost.
 */
export function LeaveForLenderButton({ lenderName, url }: LeaveForLenderButtonProps) {
  const [asked, setAsked] = useState(0);
  const takenOver = useTakenOver();
  return (
    <>
      <Button
        type="primary"
        size="large"
        block
        disabled={!takenOver}
        onClick={() => setAsked((count) => count + 1)}
        onPointerEnter={LeaveDialog.preload}
        onFocus={LeaveDialog.preload}
        aria-label={`${leaveForLenderTexts.action}: ${lenderName}`}
      >
        {leaveForLenderTexts.action}
      </Button>
      {asked > 0 && (
        <Suspense fallback={null}>
          <LeaveDialog request={asked} lenderName={lenderName} url={url} />
        </Suspense>
      )}
    </>
  );
}
