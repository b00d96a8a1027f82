import { useUnit } from 'effector-react';
import { $user } from 'platform';
import { Card, Skeleton, Typography } from 'ui-kit';

/** `/profile`: issue #5 adds the editable profile form; the session's user shows here already. */
export function ProfilePage() {
  const user = useUnit($user);
  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 28 }}>Профиль</Typography.Title>
      {user ? (
        <dl data-testid="profile-summary">
          <dt>ФИО</dt>
          <dd>{user.fio}</dd>
          <dt>Телефон</dt>
          <dd>{user.phone}</dd>
          <dt>Эл. почта</dt>
          <dd>{user.email ?? 'не указана'}</dd>
        </dl>
      ) : (
        <Skeleton active />
      )}
    </Card>
  );
}
