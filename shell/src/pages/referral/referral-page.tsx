import { Link, Navigate } from '@microloans/platform/router';
import type { CSSProperties } from 'react';
import { buttonClassName } from '@microloans/ui-kit';

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
    <main data-testid="referral-page" style={pageStyle}>
      <h1 style={{ fontSize: 24, margin: '0 0 8px' }}>{referralTexts.title}</h1>
      <p style={{ margin: '0 0 24px' }}>{referralTexts.note}</p>
      <Link to="/" className={buttonClassName({ type: 'primary' })}>
        <span>{referralTexts.toMain}</span>
      </Link>
      <Navigate replace to="/" />
    </main>
  );
}

const pageStyle: CSSProperties = { maxWidth: 560, margin: '0 auto', padding: '48px 16px', textAlign: 'center' };

export default ReferralPage;
