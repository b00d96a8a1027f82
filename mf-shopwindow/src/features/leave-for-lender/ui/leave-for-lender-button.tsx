import { lazy, Suspense, useState } from 'react';
import { openExternal } from 'shared-contracts/navigation';
import { Button, Typography } from 'ui-kit';
import type { Feedback } from 'ui-kit/feedback';

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
const FeedbackOnRequest = lazy(() => import('ui-kit/feedback').then((kit) => ({ default: kit.FeedbackOnRequest })));
const prefetchFeedback = () => void import('ui-kit/feedback');

function askToLeave({ modal, message }: Feedback, lenderName: string, url: string) {
  modal.confirm({
    title: leaveForLenderTexts.title,
    content: (
      <div data-testid="leave-for-lender-dialog">
        <Typography.Paragraph style={{ marginBottom: 8 }}>
          Вы переходите на сайт {lenderName}. Заём оформляется там, на условиях партнёра.
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Сайт откроется в новой вкладке, а эта страница с предложениями останется открытой.
        </Typography.Paragraph>
      </div>
    ),
    okText: leaveForLenderTexts.confirm,
    cancelText: leaveForLenderTexts.cancel,
    centered: true,
    mask: { closable: true },
    onOk: () => {
      if (!openExternal(url, { permitted: true, newTab: true, source: 'lender-offer' })) void message.error(leaveForLenderTexts.refused);
    },
  });
}

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
        onPointerEnter={prefetchFeedback}
        onFocus={prefetchFeedback}
        aria-label={`${leaveForLenderTexts.action}: ${lenderName}`}
      >
        {leaveForLenderTexts.action}
      </Button>
      {asked > 0 && (
        <Suspense fallback={null}>
          <FeedbackOnRequest request={asked} show={(feedback) => askToLeave(feedback, lenderName, url)} />
        </Suspense>
      )}
    </>
  );
}
