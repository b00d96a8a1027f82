import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { $isAuthenticated } from '@microloans/platform';
import { frameNoticeAt, type PageFrame } from '@microloans/shared-contracts/routes';
import { beginLoading } from '../loading';

const skeletonLines = [1, 2, 3, 4, 5];

export type PageFrameViewProps = {
  frame: PageFrame;
  /** The address's query: which notice a page that opens with one shows. */
  search: string;
};

/**
 * A page whose code is on its way: its heading and lead, where the page will show them, over the
 * skeleton of its content — in its card, or (a page that opens with a notice: the shop window)
 * over the notice for the address's query (a visitor without a session: the page's notice for one).
 * The same markup and classes as index.html's static
 * first frame (the rules, and the notices' icons, are there), so the frame drawn before any
 * script, this, and the page follow each other without a jump, and the heading a borrower reads
 * first is the page's own.
 */
export function PageFrameView({ frame, search }: PageFrameViewProps) {
  useEffect(() => beginLoading(), []);
  const signedIn = useUnit($isAuthenticated);
  const notice = frameNoticeAt(frame, search, signedIn);
  const content = (
    <>
      <h1 className="ff-title">{frame.heading}</h1>
      {frame.lead ? <p className="ff-note">{frame.lead}</p> : null}
      {notice ? (
        <div className={`ff-notice ff-notice-${notice.tone}`} role="status">
          <span className="ff-notice-icon" aria-hidden="true" />
          <div className="ff-notice-section">
            <div className="ff-notice-title">{notice.title}</div>
            <div className="ff-notice-text">{notice.text}</div>
          </div>
        </div>
      ) : null}
      <div className="ff-skeleton" role="status" aria-label="Загрузка раздела">
        {skeletonLines.map((line) => (
          <i key={line} />
        ))}
      </div>
    </>
  );
  if (frame.notice) return <div className="ff-page ff-stack">{content}</div>;
  return (
    <div className={frame.narrow ? 'ff-page ff-narrow' : 'ff-page'}>
      <div className="ff-card">{content}</div>
    </div>
  );
}
