import { useEffect } from 'react';
import { frameNoticeAt, type PageFrame } from 'shared-contracts/routes';
import type { FramedNotice } from '../../app/page-frame-at';
import { beginLoading } from '../loading-bar';

const skeletonLines = [1, 2, 3, 4, 5];

export type PageFrameViewProps = { frame: PageFrame };

function Skeleton() {
  return (
    <div className="ff-skeleton" role="status" aria-label="Загрузка раздела">
      {skeletonLines.map((line) => (
        <i key={line} />
      ))}
    </div>
  );
}

/**
 * A page whose code is on its way: its heading and lead, where the page will show them, over the
 * skeleton of its content — in its card, or (a page that opens with a notice: the shop window)
 * over the notice for the address's query. The same markup and classes as index.html's static
 * first frame (the rules are there), so the frame drawn before any script, this, and the page
 * follow each other without a jump, and the heading a borrower reads first is the page's own.
 */
export function PageFrameView({ frame }: PageFrameViewProps) {
  useEffect(() => beginLoading(), []);
  if (frame.notice) {
    const notice: FramedNotice | undefined = frameNoticeAt(frame, window.location.search);
    return (
      <div className="ff-page ff-stack">
        <h1 className="ff-title">{frame.heading}</h1>
        {notice ? (
          <div className={`ff-notice ff-notice-${notice.tone}`} role="status">
            <span className="ff-notice-icon" aria-hidden="true">
              <svg viewBox="64 64 896 896" focusable="false">
                <path d={notice.icon} />
              </svg>
            </span>
            <div className="ff-notice-section">
              <div className="ff-notice-title">{notice.title}</div>
              <div className="ff-notice-text">{notice.text}</div>
            </div>
          </div>
        ) : null}
        <Skeleton />
      </div>
    );
  }
  return (
    <div className={frame.narrow ? 'ff-page ff-narrow' : 'ff-page'}>
      <div className="ff-card">
        <h1 className="ff-title">{frame.heading}</h1>
        {frame.lead ? <p className="ff-note">{frame.lead}</p> : null}
        <Skeleton />
      </div>
    </div>
  );
}
