/**
 * The shell's instances of the page's shared singletons, by share key
 * (shared-contracts/build/shared-modules.ts): the render host hands them to each remote's server
 * side it loads, whose build leaves these modules out, so the remote's page renders with the
 * shell's React, router context, scope and platform — as in the browser.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- each entry is what Node's `require` of
   the module gives, which is how a remote's server build asks for it (commonjs externals). */
export const sharedModules: Readonly<Record<string, unknown>> = {
  react: require('react'),
  'react/jsx-runtime': require('react/jsx-runtime'),
  'react-dom': require('react-dom'),
  effector: require('effector'),
  'effector-react': require('effector-react'),
  '@farfetched/core': require('@farfetched/core'),
  dayjs: require('dayjs'),
  axios: require('axios'),
  '@microloans/platform': require('@microloans/platform'),
  '@microloans/platform/router': require('@microloans/platform/router'),
  '@microloans/ui-kit': require('@microloans/ui-kit'),
  '@microloans/ui-kit/forms': require('@microloans/ui-kit/forms'),
  '@microloans/ui-kit/extra': require('@microloans/ui-kit/extra'),
  '@microloans/ui-kit/menus': require('@microloans/ui-kit/menus'),
  '@microloans/ui-kit/feedback': require('@microloans/ui-kit/feedback'),
};
/* eslint-enable @typescript-eslint/no-require-imports */
