import { openExternal } from '@microloans/shared-contracts/navigation';
import { Typography } from '@microloans/ui-kit';
import { FeedbackOnRequest, type Feedback } from '@microloans/ui-kit/feedback';
import { leaveForLenderTexts } from './leave-for-lender-button';

export type LeaveDialogProps = { request: number; lenderName: string; url: string };

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

/** The dialog, once per press of the button: a module of its own so the offers do not carry it. */
export default function LeaveDialog({ request, lenderName, url }: LeaveDialogProps) {
  return <FeedbackOnRequest request={request} show={(feedback) => askToLeave(feedback, lenderName, url)} />;
}
