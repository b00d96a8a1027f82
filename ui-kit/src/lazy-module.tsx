import { useSyncExternalStore, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { createModuleLoader, type ModuleUnavailableError } from '@microloans/platform';
import { ModuleUnavailable, type ModuleUnavailableProps } from './own/module-unavailable';

export type LazyModuleOptions<Props> = {
  /**
   * What stands in the module's place while it cannot be loaded (it is tried again by «Повторить»
   * and when the browser comes back on line); the kit's «Нет соединения с интернетом» notice by
   * default. A piece that is only an extra draws nothing; the toasts draw a plain toast.
   */
  unavailable?: (failure: ModuleUnavailableProps, props: Props) => ReactNode;
  /** Told of each failed load, for the log. */
  onFailed?: (error: ModuleUnavailableError) => void;
};

/** A component whose code is loaded on first render (or `preload`). */
export type LazyModule<Props> = ComponentType<Props> & {
  /** Fetches the code ahead of the first render (a pointer or the focus on the control that shows it); never rejects. */
  preload: () => void;
  /** Loads again if the last load failed (a place drawn anew, the borrower back at it); a no-op otherwise. */
  retry: () => void;
};

/**
 * `React.lazy` through the page's one loader (platform's `createModuleLoader`): it suspends to the
 * nearest `Suspense` while loading, as `lazy` does; a load that fails after its retries does not
 * throw (the page is never unmounted) but draws `unavailable` in its place, and a retry, pressed or
 * on the browser's `online`, really loads again (`React.lazy` remembers a failure for good).
 */
// `any`: the constraint only asks for "a module whose default export is a component"; its props
// are read back exactly with `ComponentProps` (a `Props` parameter of its own is inferred wrongly
// from `import(…).then(…)`).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ComponentModule = { default: ComponentType<any> };

export function lazyModule<Module extends ComponentModule>(
  load: () => Promise<Module>,
  { unavailable = (failure) => <ModuleUnavailable {...failure} />, onFailed }: LazyModuleOptions<ComponentProps<Module['default']>> = {},
): LazyModule<ComponentProps<Module['default']>> {
  type Props = ComponentProps<Module['default']>;
  const loader = createModuleLoader(load, { onFailed });

  function Lazy(props: Props) {
    const state = useSyncExternalStore(loader.subscribe, loader.state, loader.state);
    if (state.status === 'ready') {
      const Component = state.module.default as ComponentType<Props>;
      return <Component {...props} />;
    }
    if (state.status === 'failed') return unavailable({ offline: state.error.offline, retry: loader.retry }, props);
    // Suspends as React.lazy does, until the load has settled either way.
    throw loader.settled();
  }

  return Object.assign(Lazy, { preload: () => void loader.load().catch(() => undefined), retry: loader.retry });
}
