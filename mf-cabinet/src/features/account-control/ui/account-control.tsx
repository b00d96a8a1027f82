import { useUnit } from 'effector-react';
import { Suspense, useState } from 'react';
import type { SessionUser } from '@microloans/platform';
import { Button, Card, Flex, lazyModule, Typography } from '@microloans/ui-kit';
import { NewPasswordStep } from '../../../entities/account-password';
import * as model from '../model';

// The confirmation comes with the first press (it brings ui-kit/feedback), asked for as the pointer
// or the focus reaches the button; without a connection, the place under the button says so.
const FeedbackOnRequest = lazyModule(() => import('@microloans/ui-kit/feedback').then((kit) => ({ default: kit.FeedbackOnRequest })));

export type AccountControlProps = { user: SessionUser };

/**
 * Управление: a new password (or, for an account signed up by a code, its first one: protecting
 * it), and deleting the account after an explicit confirmation.
 */
export function AccountControl({ user }: AccountControlProps) {
  const [deleting, confirmed] = useUnit([model.$deleting, model.deletionConfirmed]);
  const [deletionAsked, setDeletionAsked] = useState(0);

  return (
    <Flex vertical gap={16}>
      {user.activated ? (
        <Card title="Сменить пароль" data-testid="password-change">
          <NewPasswordStep flow={model.passwordChange} submitText="Сменить пароль" />
        </Card>
      ) : (
        <Card title="Защитите личный кабинет паролем" data-testid="account-protection">
          <Typography.Paragraph>Сейчас войти можно только по коду из СМС. С паролем вход будет надёжнее и быстрее.</Typography.Paragraph>
          <NewPasswordStep flow={model.accountProtection} submitText="Установить пароль" passwordLabel="Пароль" />
        </Card>
      )}
      <Card title="Удаление аккаунта" data-testid="account-deletion">
        <Typography.Paragraph>Удаление необратимо: профиль и история заявок будут стёрты.</Typography.Paragraph>
        <Button
          danger
          onClick={() => setDeletionAsked((count) => count + 1)}
          onPointerEnter={FeedbackOnRequest.preload}
          onFocus={FeedbackOnRequest.preload}
          loading={deleting}
        >
          Удалить аккаунт
        </Button>
        {deletionAsked > 0 && (
          <Suspense fallback={null}>
            <FeedbackOnRequest
              request={deletionAsked}
              show={({ modal }) =>
                modal.confirm({
                  title: 'Удалить аккаунт?',
                  content: 'Профиль, заявки и вход по этому номеру будут удалены без возможности восстановления.',
                  okText: 'Удалить навсегда',
                  okButtonProps: { danger: true },
                  cancelText: 'Отмена',
                  centered: true,
                  onOk: () => confirmed(),
                })
              }
            />
          </Suspense>
        )}
      </Card>
    </Flex>
  );
}
