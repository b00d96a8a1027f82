/**
 * The shell provides every ui-kit module the remotes use, so antd and its context (theme, locale,
 * message) come from one build. A build provides a shared module only when it references it, and
 * the shell renders no form itself: this reference is what makes it provide `ui-kit/forms`. It is
 * loaded with the first page that shows a form (see route-preload.ts), never at first paint.
 */
export const loadFormsKit = () => import('ui-kit/forms');
