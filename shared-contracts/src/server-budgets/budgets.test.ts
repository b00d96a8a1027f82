/** @jest-environment node */
import { frontReadWaitMs, frontWaits, pageAnswerBudgetMs, serverApiCallMs, serverBudgets } from '.';

test('the server’s waits add up to less than what the web server in front waits for its answer', () => {
  expect(pageAnswerBudgetMs).toBe(serverBudgets.versionCheckMs + serverBudgets.routeListsMs + serverBudgets.pageDataMs + serverBudgets.renderMs);
  expect(frontReadWaitMs).toBeGreaterThan(pageAnswerBudgetMs);
  expect(frontWaits.readSeconds).toBe(3);
});

test('one API call outlasts any single wait, so a wait, not the call, decides when the server goes on', () => {
  for (const ms of Object.values(serverBudgets)) expect(serverApiCallMs).toBeGreaterThanOrEqual(ms);
});
