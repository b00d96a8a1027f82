import { createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { healthEndpoint, parseOpsHealth, type OpsHealth } from '@microloans/shared-contracts/health';

/** `/ops` is open: the versions' health is read (and again on «Обновить»). */
export const OpsHealthGate = createGate({ name: 'shell.opsHealth' });
export const healthRefreshed = createEvent();

const readHealthFx = createEffect(async (): Promise<OpsHealth> => {
  const response = await fetch(healthEndpoint, { cache: 'no-store' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return parseOpsHealth(await response.json());
});

/** Each remote version's figures, the canary controller's decisions, the versions refused; null until read. */
export const $opsHealth = createStore<OpsHealth | null>(null, { serialize: 'ignore' }).on(readHealthFx.doneData, (_, health) => health);
/** The figures could not be read (the render tier away): the page says so, the rest of it stands. */
export const $opsHealthFailed = createStore(false, { serialize: 'ignore' })
  .on(readHealthFx.fail, () => true)
  .on(readHealthFx.done, () => false);
export const $opsHealthPending = readHealthFx.pending;

sample({ clock: [OpsHealthGate.open, healthRefreshed], target: readHealthFx });
