import { Link, useLocation } from 'react-router-dom';
import { Button, Result } from 'ui-kit';

/** Unknown route (SPEC §2, §8). Issue #4 turns it into the shared error screen. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Result
      status="404"
      title="Страница просто не найдена"
      subTitle={
        <>
          <div>Такой страницы нет или она была удалена.</div>
          <div data-testid="not-found-path">Page Not Found {pathname}</div>
        </>
      }
      extra={
        <Link to="/">
          <Button type="primary">Вернуться на главную</Button>
        </Link>
      }
    />
  );
}
