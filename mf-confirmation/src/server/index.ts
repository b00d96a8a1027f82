/**
 * mf-confirmation's server side, built for Node into `dist/<version>/server/` beside its browser
 * build and released with it: the shell's render host draws its pages there — the application's
 * first screen and the calculator on `/` — with the same components as the browser. Nothing of
 * the borrower's is read there: the draft, the calculator's last choice and the phone step live in
 * the browser, which brings them back as it takes the page over.
 */
import type { RemoteServerModule } from '@microloans/shared-contracts/remotes';
import { ConfirmationPage } from '../pages/confirmation';
import { PdlPage } from '../pages/pdl';
import { LoanCalculator } from '../widgets/loan-calculator';

/** The modules this remote draws on the server (the browser loads the same ones). */
export const pages: NonNullable<RemoteServerModule['pages']> = {
  './pages/Confirmation': ConfirmationPage,
  './pages/Pdl': PdlPage,
  './widgets/LoanCalculator': LoanCalculator,
};

// The render host loads this module by the contract's shape.
({ pages }) satisfies RemoteServerModule;
