/**
 * mf-shopwindow's server side, built for Node into `dist/<version>/server/` beside its browser
 * build and released with it: the shell's render host draws the shop window there — its heading,
 * the notice for the application's scenario and the partners' offers — with the same component as
 * the browser. The offers depend on the application's link alone (any token reads them): they are
 * read here with the render process's token and the browser starts from them. The application's
 * status is its borrower's alone: the page reads it only for a signed-in visitor, in the browser.
 */
import type { RemoteServerModule } from '@microloans/shared-contracts/remotes';
import { allSettled, type Scope } from 'effector';
import { readShopwindowParams, ShopwindowPage } from '../pages/shopwindow';
import { companiesQuery, offersQuery } from '../entities/offer';

/** The modules this remote draws on the server (the browser loads the same ones). */
export const pages: NonNullable<RemoteServerModule['pages']> = { './pages/Shopwindow': ShopwindowPage };

/** The shop window's offers and their lenders, loaded into the page's scope as the page reads them. */
export async function preparePage(route: string, _params: Readonly<Record<string, string>>, scope: Scope, search = ''): Promise<void> {
  if (route !== 'shopwindow') return;
  const params = readShopwindowParams(new URLSearchParams(search));
  if (!params) return;
  await Promise.all([allSettled(offersQuery.start, { scope, params }), allSettled(companiesQuery.start, { scope })]);
  // A read the API failed is the browser's to make again as it takes the page over (the failure may
  // be over by then): the page is drawn loading, not failed.
  for (const query of [offersQuery, companiesQuery]) {
    if (scope.getState(query.$failed)) await allSettled(query.reset, { scope });
  }
}

// The render host loads this module by the contract's shape.
({ pages, preparePage }) satisfies RemoteServerModule;
