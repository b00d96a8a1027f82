import { createEffect, sample } from 'effector';
import { createGate } from 'effector-react';
import { loadModule, type AppError } from '@microloans/platform';
import { pageFailed } from '../../shared/health';
import { errorPageHead } from '../../shared/page-meta/error-page-head';

/** The error screen is shown, for this status. */
export const ErrorScreenGate = createGate<{ status: AppError['status'] }>({ name: 'shell.errorScreen', defaultState: { status: 404 } });

/** The tab says «Страница не найдена» or «Ошибка»; written with the screen's code, not the first page's (page-meta comes with it). */
const showErrorHeadFx = createEffect(async (status: AppError['status']) => {
  const { applyPageMeta } = await loadModule(() => import('@microloans/shared-contracts/page-meta'));
  applyPageMeta({ ...errorPageHead(status), openGraph: null });
});

sample({ clock: ErrorScreenGate.state, source: ErrorScreenGate.status, filter: (shown) => shown, fn: (_, { status }) => status, target: showErrorHeadFx });

/** An error screen on a remote's page counts against the remote version that owns the page (its health). */
const countErrorScreenFx = createEffect(() => pageFailed('errorScreens'));
sample({ clock: ErrorScreenGate.open, target: countErrorScreenFx });
