import { useEffect, useRef } from 'react';
import { FeedbackScope, useFeedback } from 'ui-kit/feedback';

export type CopiedNoticeProps = { /** How many times the link was copied: each one is said. */ times: number };

function Notice({ times }: CopiedNoticeProps) {
  const { message } = useFeedback();
  // Said once per copy, even where effects run twice (React's strict mode in development).
  const said = useRef(0);
  useEffect(() => {
    if (said.current === times) return;
    said.current = times;
    void message.success('Ссылка на документ скопирована');
  }, [times, message]);
  return null;
}

/** "Link copied": loaded with the first copy (it brings ui-kit/feedback), not with the document. */
export default function CopiedNotice({ times }: CopiedNoticeProps) {
  return (
    <FeedbackScope>
      <Notice times={times} />
    </FeedbackScope>
  );
}
