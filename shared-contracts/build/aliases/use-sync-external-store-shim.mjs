/**
 * `use-sync-external-store/shim` for React 19, which has `useSyncExternalStore` itself: the shim
 * (a fallback for React < 18 that effector-react still imports, as a default import and through
 * `require`) is replaced by React's own hook in every production build (federation.ts).
 */
import { useSyncExternalStore } from 'react';

export { useSyncExternalStore };
export default { useSyncExternalStore };
