/**
 * The shell provides every ui-kit module the remotes use, so antd and its context (theme, locale,
 * message) come from one build. A build provides a shared module only when it references it, and
 * the shell renders no form itself: this reference is what makes it provide `ui-kit/forms`.
 * Loaded when the browser is idle after first paint, so the first form a borrower opens is quick.
 */
export const loadFormsKit = () => import('ui-kit/forms');

export function preloadFormsKitWhenIdle(): void {
  const schedule = globalThis.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1500));
  schedule(() => void loadFormsKit());
}
