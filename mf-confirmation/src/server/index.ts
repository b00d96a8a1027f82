/**
 * mf-confirmation's server side, built for Node into `dist/<version>/server/` beside its browser
 * build and released with it: the shell's render host draws its pages there — the application's
 * first screen and the calculator on `/` — with the same components as the browser. Nothing of
 * the borrower's is read there: the draft, the calculator's last choice and the phone step live in
 * the browser, which brings them back as it takes the page over. The server knows one thing of the
 * draft, its step (a cookie, `visitorHintCookies`), and draws the application at it.
 */
import { allSettled, type Scope } from 'effector';
import type { RemoteServerModule } from '@microloans/shared-contracts/remotes';
import type { VisitorHints } from '@microloans/shared-contracts/storage';
import { isStepIndex } from '../entities/application';
import { stepHinted } from '../features/application-wizard';
import { ConfirmationPage } from '../pages/confirmation';
import { PdlPage } from '../pages/pdl';
import { LoanCalculator } from '../widgets/loan-calculator';

/** The modules this remote draws on the server (the browser loads the same ones). */
export const pages: NonNullable<RemoteServerModule['pages']> = {
  './pages/Confirmation': ConfirmationPage,
  './pages/Pdl': PdlPage,
  './widgets/LoanCalculator': LoanCalculator,
};

/** The application is drawn at the step of this browser's draft, when its cookie says one (its fields awaiting the draft's values). */
export async function preparePage(route: string, _params: Readonly<Record<string, string>>, scope: Scope, _search = '', hints: VisitorHints = {}): Promise<void> {
  if (route !== 'confirmation') return;
  // A browser with a draft (of any step): that step, its fields awaiting what only the browser knows.
  const step = hints.applicationStep ? Number(hints.applicationStep) : Number.NaN;
  if (isStepIndex(step)) await allSettled(stepHinted, { scope, params: step });
}

// The render host loads this module by the contract's shape.
({ pages, preparePage }) satisfies RemoteServerModule;
