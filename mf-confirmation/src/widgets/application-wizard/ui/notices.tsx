import dayjs from 'dayjs';
import { useUnit } from 'effector-react';
import { useLocation, useNavigate } from '@microloans/platform/router';
import { links } from '@microloans/shared-contracts/routes';
import { Button, Flex } from '@microloans/ui-kit';
import { Alert } from '@microloans/ui-kit/extra';
import { $resumeNeedsSignIn, $speedUpDraft, speedUpAccepted, speedUpDismissed } from '../../../features/application-wizard';

/** SPEC §4: an anonymous visitor cannot resume an application; signing in brings them back here. */
export function ResumeNeedsSignIn() {
  const needsSignIn = useUnit($resumeNeedsSignIn);
  const navigate = useNavigate();
  const location = useLocation();
  if (!needsSignIn) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="resume-sign-in"
      message="Чтобы продолжить сохранённую заявку, войдите в личный кабинет"
      action={
        <Button size="small" type="primary" onClick={() => navigate(links.authReturningTo(location.pathname + location.search))}>
          Войти
        </Button>
      }
    />
  );
}

/** SPEC §4: a signed-in borrower's unfinished application on the server, offered to continue. */
export function SpeedUpOffer() {
  const { draft, accept, dismiss } = useUnit({ draft: $speedUpDraft, accept: speedUpAccepted, dismiss: speedUpDismissed });
  if (!draft) return null;
  const date = draft.updatedAt ? dayjs(draft.updatedAt).format('DD.MM.YYYY') : null;
  return (
    <Alert
      type="info"
      showIcon
      data-testid="speed-up-offer"
      message={date ? `У вас есть незаконченная заявка от ${date}` : 'У вас есть незаконченная заявка'}
      description={
        <Flex gap={8} wrap style={{ marginTop: 8 }}>
          <Button type="primary" onClick={() => accept()}>
            Продолжить её
          </Button>
          <Button onClick={() => dismiss()}>Заполнить заново</Button>
        </Flex>
      }
    />
  );
}
