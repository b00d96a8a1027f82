import { useEffect } from 'react';
import type { PageFrame } from 'shared-contracts/routes';
import { beginLoading } from '../loading-bar';

const skeletonLines = [1, 2, 3, 4, 5];

export type PageFrameViewProps = { frame: PageFrame };

/**
 * A page whose code is on its way: its heading and lead, where the page will show them, over the
 * skeleton of its content. The same markup and classes as index.html's static first frame (the
 * rules are there), so the frame drawn before any script, this, and the page follow each other
 * without a jump, and the heading a borrower reads first is the page's own.
 */
export function PageFrameView({ frame }: PageFrameViewProps) {
  useEffect(() => beginLoading(), []);
  return (
    <div className={frame.narrow ? 'ff-page ff-narrow' : 'ff-page'}>
      <div className="ff-card">
        <h1 className="ff-title">{frame.heading}</h1>
        {frame.lead ? <p className="ff-note">{frame.lead}</p> : null}
        <div className="ff-skeleton" role="status" aria-label="Загрузка раздела">
          {skeletonLines.map((line) => (
            <i key={line} />
          ))}
        </div>
      </div>
    </div>
  );
}
