import type { CSSProperties } from 'react';

/** Read by screen readers, not shown (a field's label the eye reads from its placeholder and button, «Страница 3» where the eye sees «3»). */
export const visuallyHiddenStyle: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
