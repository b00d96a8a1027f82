import { Link, Navigate } from '@microloans/platform/router';
import { buttonClassName } from '@microloans/ui-kit';
import { Result } from '@microloans/ui-kit/extra';

export const referralTexts = {
  title: 'Приглашение принято',
  note: 'Сейчас откроется главная страница.',
  toMain: 'Перейти на главную',
} as const;

/**
 * `/r/{hash}`: the root loader's referral step stores `ref` and redirects to `/` (SPEC §2). What
 * the server draws for the address, shown until the page's code has done it (a phone's first
 * second, a reader without scripts): that the invitation was taken and where it leads, with a
 * real link there.
 */
export function ReferralPage() {
  return (
    <main data-testid="referral-page">
      <Result
        status="success"
        title={<h1 style={{ margin: 0, fontSize: 'inherit', fontWeight: 'inherit', lineHeight: 'inherit', color: 'inherit' }}>{referralTexts.title}</h1>}
        subTitle={referralTexts.note}
        extra={
          <Link to="/" className={buttonClassName({ type: 'primary' })}>
            <span>{referralTexts.toMain}</span>
          </Link>
        }
      />
      <Navigate replace to="/" />
    </main>
  );
}
