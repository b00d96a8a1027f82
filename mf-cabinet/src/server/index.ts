/**
 * mf-cabinet's server side, built for Node into `dist/<version>/server/` beside its browser build
 * and released with it: the shell's render host draws the ways into the account there — sign-in,
 * registration, password recovery — with the same components as the browser. What the tab kept
 * (the way chosen, the phone typed, a code's resend lock) is the browser's: it follows as the
 * browser takes the page over. The signed-in pages (profile, history, score, loyalty) are the
 * borrower's own data and are drawn in the browser, inside the frame the server drew.
 */
import type { RemoteServerModule } from '@microloans/shared-contracts/remotes';
import { AuthPage } from '../pages/auth';
import { AuthRecoveryPage } from '../pages/auth-recovery';
import { AuthRegistrationPage } from '../pages/auth-registration';

/** The modules this remote draws on the server (the browser loads the same ones). */
export const pages: NonNullable<RemoteServerModule['pages']> = {
  './pages/Auth': AuthPage,
  './pages/AuthRecovery': AuthRecoveryPage,
  './pages/AuthRegistration': AuthRegistrationPage,
};

// The render host loads this module by the contract's shape.
({ pages }) satisfies RemoteServerModule;
