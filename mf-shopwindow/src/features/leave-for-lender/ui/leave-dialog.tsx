import { useEffect, useRef } from 'react';
import { openExternal } from 'shared-contracts/navigation';
import { Typography } from 'ui-kit';
import { FeedbackScope, useFeedback } from 'ui-kit/feedback';
import { leaveForLenderTexts } from './texts';

export type LeaveDialogProps = {
  lenderName: string;
  url: string;
  /** Each new value opens the dialog again (one per press of «Получить деньги»). */
  request: number;
};

function Ask({ lenderName, url, request }: LeaveDialogProps) {
  const { modal, message } = useFeedback();
  // One dialog per request, even where effects run twice (React's strict mode in development).
  const opened = useRef(0);
  useEffect(() => {
    if (opened.current === request) return;
    opened.current = request;
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
    // url and lenderName belong to the button: they do not change between its requests.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request, modal]);
  return null;
}

/**
 * The permission to leave for the lender's site (SPEC §2): antd's `modal.confirm` of its own
 * `FeedbackScope`, loaded with the first press (it brings ui-kit/feedback), not with the offers.
 */
export default function LeaveDialog(props: LeaveDialogProps) {
  return (
    <FeedbackScope>
      <Ask {...props} />
    </FeedbackScope>
  );
}
