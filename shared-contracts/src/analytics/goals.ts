/**
 * The named goals the web-analytics counter receives (SPEC §7: lead start, lead step visits, auth,
 * input valid or invalid). Names are what the counter's settings match goals by, so they live here
 * once and nowhere else; code refers to them as `goals.leadStart`, never by a string of its own.
 *
 * Each lead step is its own goal (`lead_step_1`..`lead_step_3`, SPEC §9: 3 steps) rather than one
 * goal with a step parameter: a counter builds funnels from goal names, not from goal parameters.
 */
import { authGoal } from '@microloans/platform';

export const goals = {
  leadStart: 'lead_start',
  leadStep1: 'lead_step_1',
  leadStep2: 'lead_step_2',
  leadStep3: 'lead_step_3',
  /** Reached by the platform's session on every sign-in. */
  auth: authGoal,
  inputValid: 'input_valid',
  inputInvalid: 'input_invalid',
} as const;

export type GoalName = (typeof goals)[keyof typeof goals];

/** The application's steps (SPEC §9). */
export type LeadStep = 1 | 2 | 3;

const leadStepGoals = {
  1: goals.leadStep1,
  2: goals.leadStep2,
  3: goals.leadStep3,
} as const satisfies Record<LeadStep, GoalName>;

export type LeadStepGoal = (typeof leadStepGoals)[LeadStep];

/** The goal of a visit to step `step` of the application. */
export const leadStepGoal = (step: LeadStep): LeadStepGoal => leadStepGoals[step];

/** `input_valid` / `input_invalid`: which form field was checked (its form name, e.g. `phone`). */
export type FieldGoalParams = { field: string };

/** Goals that carry parameters, with their parameters; every other goal carries none. */
type ParamsByGoal = {
  [goals.inputValid]: FieldGoalParams;
  [goals.inputInvalid]: FieldGoalParams;
};

/** The parameters of goal `N`: `undefined` for a goal that carries none. */
export type GoalParams<N extends GoalName> = N extends keyof ParamsByGoal ? ParamsByGoal[N] : undefined;

/**
 * What follows the goal's name in `reachGoal`: nothing for a goal without parameters, its
 * parameters (required) for one with them.
 */
export type GoalArgs<N extends GoalName> = [GoalParams<N>] extends [undefined] ? [] : [params: GoalParams<N>];
