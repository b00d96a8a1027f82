import { Link } from '@microloans/platform/router';
import type { AppError } from '@microloans/platform';
import { buttonClassName } from '@microloans/ui-kit';
import { Result } from '@microloans/ui-kit/extra';

/** SPEC §2: the error screen's texts per status. */
const screens = {
  404: { title: 'Страница просто не найдена', note: 'Такой страницы нет или она была удалена.' },
  500: {
    title: 'Произошла непредвиденная ошибка',
    note: 'Мы уже работаем над её исправлением. Пожалуйста, повторите попытку позже.',
  },
  406: { title: 'Упс, что-то пошло не так...', note: null },
} as const;

export type ErrorScreenProps = AppError & { detail?: string };

/** Shown for any application error, with its status; always offers the way back to `/`. */
export function ErrorScreen({ status, message, detail }: ErrorScreenProps) {
  const screen = screens[status];
  return (
    <div data-testid="error-screen" data-status={status}>
      <Result
        status={status === 406 ? 'warning' : status === 404 ? '404' : '500'}
        title={
          <>
            <div style={{ fontSize: 56, fontWeight: 700, lineHeight: 1.1 }}>{status}</div>
            {/* The page's one top-level heading: the error screen replaces the whole page. */}
            <h1 style={{ margin: 0, fontSize: 'inherit', fontWeight: 'inherit', lineHeight: 'inherit', color: 'inherit' }}>{screen.title}</h1>
          </>
        }
        subTitle={
          <>
            {screen.note && <div>{screen.note}</div>}
            {status === 406 && message && <div data-testid="error-message">{message}</div>}
            {detail && <div data-testid="not-found-path">{detail}</div>}
          </>
        }
        extra={
          <Link to="/" className={buttonClassName({ type: 'primary' })}>
            <span>Вернуться на главную</span>
          </Link>
        }
      />
    </div>
  );
}

export default ErrorScreen;
