import { useLayoutEffect, type RefObject } from 'react';

/** The attribute of a part of the page (the root, a remote's place) whose code has taken it over. */
export const takenOverAttribute = 'data-taken-over';

/**
 * Marks `place` as taken over once what is drawn beside this mark has been committed: the page's
 * event contract (index.html) carries a tap held on a control of that place out only then (a
 * control React has begun to hydrate has its props before its part is committed, and a click on it
 * meanwhile does nothing). Draws nothing.
 */
export function TakenOverMark({ place }: { place: RefObject<HTMLElement | null> | HTMLElement | null }) {
  useLayoutEffect(() => {
    const mark = () => (place && 'current' in place ? place.current : place)?.setAttribute(takenOverAttribute, '');
    mark();
    // A place mounted by the browser gets its ref after its children's effects, at the end of the
    // same commit: marked then, before any event can reach it.
    queueMicrotask(mark);
  }, [place]);
  return null;
}
