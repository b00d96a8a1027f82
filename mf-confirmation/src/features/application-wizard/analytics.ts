/** The application's goals (SPEC §7): its start, each step shown, each field left valid or not. */
import { sample } from 'effector';
import { $restored, $step, fieldBlurred, reachGoalFx, restoreFx } from './state';

const shownStep = sample({ clock: [restoreFx.done.map(() => undefined), $step.updates], source: { step: $step, restored: $restored }, filter: ({ restored }) => restored });
sample({ clock: shownStep, fn: ({ step }) => ({ name: 'step' as const, step }), target: reachGoalFx });
sample({
  clock: restoreFx.doneData,
  filter: ({ draft }) => draft.leadId === null && draft.step === 0,
  fn: () => ({ name: 'lead_start' as const }),
  target: reachGoalFx,
});
sample({ clock: fieldBlurred, target: reachGoalFx });
