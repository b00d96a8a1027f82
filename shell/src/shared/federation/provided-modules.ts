/**
 * The shell provides every ui-kit module the remotes use, so antd and its context (theme, locale,
 * message) come from one build. A build provides a shared module only when it references it, and
 * the shell renders no form and no dialog itself: these references are what make it provide
 * `ui-kit/forms` and `ui-kit/feedback`. The forms kit is loaded with the first page that shows a
 * form (see route-preload.ts), never at first paint; the feedback kit only by a remote's dialog.
 */
export const providedOnDemand = {
  forms: () => import('@microloans/ui-kit/forms'),
  feedback: () => import('@microloans/ui-kit/feedback'),
};

export const loadFormsKit = providedOnDemand.forms;
