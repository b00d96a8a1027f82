export { analyticsCounterId, authGoal, callCounter, configureAnalytics, installYmStub, resetAnalytics, sendGoal } from './counter';
export type { AnalyticsSettings, CounterInitOptions, CounterMethod, PageViewOptions, Ym } from './counter';
