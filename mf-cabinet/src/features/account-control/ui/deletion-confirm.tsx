import { useEffect, useRef } from 'react';
import { FeedbackScope, useFeedback } from 'ui-kit/feedback';

export type DeletionConfirmProps = {
  /** Each new value opens the dialog again (one per press of «Удалить аккаунт»). */
  request: number;
  onConfirm: () => void;
};

function Ask({ request, onConfirm }: DeletionConfirmProps) {
  const { modal } = useFeedback();
  // One dialog per request, even where effects run twice (React's strict mode in development).
  const opened = useRef(0);
  useEffect(() => {
    if (opened.current === request) return;
    opened.current = request;
    modal.confirm({
      title: 'Удалить аккаунт?',
      content: 'Профиль, заявки и вход по этому номеру будут удалены без возможности восстановления.',
      okText: 'Удалить навсегда',
      okButtonProps: { danger: true },
      cancelText: 'Отмена',
      centered: true,
      onOk: onConfirm,
    });
    // A new onConfirm identity is not a new request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request, modal]);
  return null;
}

/** The confirmation before deleting the account: loaded with the first press (it brings ui-kit/feedback). */
export default function DeletionConfirm(props: DeletionConfirmProps) {
  return (
    <FeedbackScope>
      <Ask {...props} />
    </FeedbackScope>
  );
}
