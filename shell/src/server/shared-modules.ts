/**
 * The shell's instances of the page's shared singletons, by share key
 * (shared-contracts/build/shared-modules.ts): the render host hands them to each remote's server
 * side it loads, whose build leaves these modules out, so the remote's page renders with the
 * shell's React, router context, scope and platform — as in the browser.
 *
 * Imported the way the shell's own code imports them: a package that ships both an ES module and
 * a CommonJS file (effector) would otherwise be two instances in one process — the
 * shell's units from one, the remotes' from the other, their ids colliding in one scope.
 */
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as effector from 'effector';
import * as effectorReact from 'effector-react';
import * as dayjs from 'dayjs';
import * as platform from '@microloans/platform';
import * as platformRouter from '@microloans/platform/router';
import * as kit from '@microloans/ui-kit';
import * as kitForms from '@microloans/ui-kit/forms';
import * as kitExtra from '@microloans/ui-kit/extra';
import * as kitMenus from '@microloans/ui-kit/menus';
import * as kitFeedback from '@microloans/ui-kit/feedback';

export const sharedModules: Readonly<Record<string, unknown>> = {
  react,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  effector,
  'effector-react': effectorReact,
  dayjs,
  '@microloans/platform': platform,
  '@microloans/platform/router': platformRouter,
  '@microloans/ui-kit': kit,
  '@microloans/ui-kit/forms': kitForms,
  '@microloans/ui-kit/extra': kitExtra,
  '@microloans/ui-kit/menus': kitMenus,
  '@microloans/ui-kit/feedback': kitFeedback,
};
