import type { Auth } from './lib/auth';
import type { ResolvedOptions } from './options';
import type { Store } from './state/store';

/** What every route module receives. */
export type AppContext = {
  options: ResolvedOptions;
  store: Store;
  auth: Auth;
  now: () => number;
};
