import { openExternal } from 'shared-contracts/navigation';
import { App, Button, Typography } from 'ui-kit';

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

/**
 * «Получить деньги»: the site is left only after the borrower allows it in a dialog (SPEC §2:
 * no external navigation without explicit permission). Only «Перейти» opens the lender's page,
 * in a new tab, so the shop window stays open behind it. The dialog is antd's `modal.confirm`
 * from the page's `App` context: no forms kit needed for one dialog.
 */
export function LeaveForLenderButton({ lenderName, url }: LeaveForLenderButtonProps) {
  const { modal, message } = App.useApp();

  const handleLeaveConfirmed = () => {
    if (!openExternal(url, { permitted: true, newTab: true, source: 'lender-offer' })) void message.error(leaveForLenderTexts.refused);
  };

  const handleClick = () => {
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
      onOk: handleLeaveConfirmed,
    });
  };

  return (
    <Button type="primary" size="large" block onClick={handleClick} aria-label={`${leaveForLenderTexts.action}: ${lenderName}`}>
      {leaveForLenderTexts.action}
    </Button>
  );
}
