import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element has come within `margin` of the viewport (and stays so once it has): what
 * lies below the fold is loaded as the reader scrolls towards it, not with the page. `eager` (a
 * link to something inside it) and a browser without IntersectionObserver say yes at once.
 */
export function useNearViewport<T extends Element>({ margin = 600, eager = false } = {}) {
  const ref = useRef<T>(null);
  // Not from the environment at first: a page drawn on the server (no IntersectionObserver there)
  // starts as the browser's first render does.
  const [seen, setNear] = useState(false);
  // `eager` may turn true after the first render (the address read once the browser has the page).
  const near = seen || eager;
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      queueMicrotask(() => setNear(true));
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: `${margin}px 0px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near] as const;
}
