/**
 * mf-shopwindow's server side, built for Node into `dist/<version>/server/` beside its browser
 * build and released with it: the shell's render host draws the shop window there — its heading,
 * the notice for the application's scenario and the offers' place — with the same component as
 * the browser. The offers and the application's status are the visitor's: the browser reads them
 * with its own token as it takes the page over.
 */
import type { RemoteServerModule } from '@microloans/shared-contracts/remotes';
import { ShopwindowPage } from '../pages/shopwindow';

/** The modules this remote draws on the server (the browser loads the same ones). */
export const pages: NonNullable<RemoteServerModule['pages']> = { './pages/Shopwindow': ShopwindowPage };

// The render host loads this module by the contract's shape.
({ pages }) satisfies RemoteServerModule;
