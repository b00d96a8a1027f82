import { useUnit } from 'effector-react';
import type { SessionUser } from '@microloans/platform';
import { Link } from '@microloans/platform/router';
import { links } from '@microloans/shared-contracts/routes';
import { Card, Flex, Typography } from '@microloans/ui-kit';
import { Switch } from '@microloans/ui-kit/forms';
import * as model from '../model';

export type ConsentsProps = { user: SessionUser };

/** Документы: the agreements the borrower gave, and the mailing consent to switch off and on. */
export function Consents({ user }: ConsentsProps) {
  const [saving, switched] = useUnit([model.$savingMailing, model.mailingSwitched]);
  return (
    <Flex vertical gap={16}>
      <Card title="Согласие на обработку персональных данных" data-testid="consent-privacy">
        <Typography.Paragraph>
          {user.privacyAgreement ? 'Согласие дано.' : 'Согласие не дано.'} Без него заявку на заём рассмотреть нельзя; отозвать его можно письменным
          заявлением оператору.
        </Typography.Paragraph>
        <Link to={links.privacyAgreement}>Текст согласия</Link>
      </Card>
      <Card title="Согласие на получение рассылок" data-testid="consent-mailing">
        <Flex align="center" gap={12} style={{ marginBottom: 12 }}>
          <Switch
            id="mailing-consent"
            checked={user.mailingAgreement}
            loading={saving}
            onChange={(checked) => switched(checked)}
            aria-describedby="mailing-consent-state"
          />
          <label htmlFor="mailing-consent" id="mailing-consent-state">
            {user.mailingAgreement ? 'Получаю информационные рассылки' : 'Рассылки не получаю'}
          </label>
        </Flex>
        <Link to={links.mailingAgreement}>Текст согласия</Link>
      </Card>
    </Flex>
  );
}
