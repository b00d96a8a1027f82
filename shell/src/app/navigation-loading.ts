import { beginLoading } from '../shared/loading';

/** What of the router this needs: its state as it changes. */
type RouterStates = { subscribe: (listener: (state: { navigation: { state: string } }) => void) => () => void };

/**
 * The loading bar follows the router: a navigation (its route steps, its code) is one loading from
 * the moment it starts until the router is idle again. Installed with the router, beside React.
 */
export function trackNavigationLoading(router: RouterStates): () => void {
  let end: ReturnType<typeof beginLoading> | null = null;
  return router.subscribe(({ navigation }) => {
    if (navigation.state !== 'idle') {
      end ??= beginLoading();
    } else if (end) {
      end();
      end = null;
    }
  });
}
