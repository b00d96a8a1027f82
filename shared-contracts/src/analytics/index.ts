import { sendGoal } from '@microloans/platform';
import type { GoalArgs, GoalName } from './goals';

export { goals, leadStepGoal } from './goals';
export type { FieldGoalParams, GoalArgs, GoalName, GoalParams, LeadStep, LeadStepGoal } from './goals';

/**
 * Sends a named goal to the page's counter (the platform's queue): goals with parameters require
 * them, the others take none.
 */
export function reachGoal<N extends GoalName>(name: N, ...params: GoalArgs<N>): void {
  sendGoal(name, params[0]);
}
