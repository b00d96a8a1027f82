export {
  analyticsCounterId,
  callCounter,
  configureAnalytics,
  installYmStub,
  reachGoal,
  resetAnalytics,
} from './counter';
export type { AnalyticsSettings, CounterInitOptions, CounterMethod, PageViewOptions, Ym } from './counter';
export { goals, leadStepGoal } from './goals';
export type { FieldGoalParams, GoalArgs, GoalName, GoalParams, LeadStep, LeadStepGoal } from './goals';
