import { sample, type Unit } from 'effector';
import { $currentRoute, navigateFx } from '@microloans/platform';
import { links } from '@microloans/shared-contracts/routes';
import { choiceParams } from '../../entities/loan-form';
import { addressWithout } from '../../shared/lib/address';
import { finished, leadParamDropped, wizardOpened } from './state';

/**
 * Where the application takes the borrower, decided here and carried out by the shell's router
 * (`navigateFx`): the page only shows the wizard.
 */

// The application is sent (or found to be a duplicate): on to its shop window.
sample({ clock: finished, fn: ({ scenario, uuid }) => ({ to: links.shopwindow(scenario, uuid) }), target: navigateFx });

/** Once the address has done its part, these parameters leave it (a reload or a shared link does not do it again). */
function dropFromAddress(clock: Unit<unknown>, names: readonly string[]) {
  const left = sample({ clock, source: $currentRoute, fn: (route) => (route ? addressWithout(route, names) : null) });
  sample({ clock: left, filter: (to: string | null): to is string => to !== null, fn: (to: string) => ({ to, replace: true }), target: navigateFx });
}

// An unknown (or someone else's) lead: its uuid and copy leave the address, the application starts afresh.
dropFromAddress(leadParamDropped, ['uuid', 'copy']);
// The calculator sent as a plain form carries its choice in the address: once the wizard took it, it leaves.
dropFromAddress(wizardOpened, [choiceParams.amount, choiceParams.termPosition]);
