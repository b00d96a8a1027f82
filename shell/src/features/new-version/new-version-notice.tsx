import { useGate, useUnit } from 'effector-react';
import { Button, Space } from '@microloans/ui-kit';
import { $noticeShown, NoticeGate, noticeDismissed } from './model';

/** Offers a reload when a new build is deployed (the model polls for it); never reloads by itself. */
export default function NewVersionNotice() {
  useGate(NoticeGate);
  const [shown, dismiss] = useUnit([$noticeShown, noticeDismissed]);
  if (!shown) return null;
  return (
    <div className="new-version-notice" role="status" data-testid="new-version">
      <span>Вышла новая версия сайта. Обновите страницу, когда будет удобно.</span>
      <Space>
        <Button type="primary" size="small" onClick={() => location.reload()}>
          Обновить
        </Button>
        <Button size="small" onClick={() => dismiss()}>
          Позже
        </Button>
      </Space>
    </div>
  );
}
