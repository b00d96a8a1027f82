/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pageAnswerBudgetMs, serverApiCallMs, serverBudgets } from './budgets';

const nginxSnippet = readFileSync(path.join(__dirname, '../../../deploy/nginx/snippets/render-proxy.conf'), 'utf8');
const nginxReadTimeoutMs = Number(/proxy_read_timeout (\d+)s;/.exec(nginxSnippet)?.[1]) * 1000;

test('the server’s waits add up to less than what the web server in front waits for its answer', () => {
  expect(pageAnswerBudgetMs).toBe(serverBudgets.routeListsMs + serverBudgets.pageDataMs + serverBudgets.renderMs);
  expect(nginxReadTimeoutMs).toBeGreaterThan(pageAnswerBudgetMs);
});

test('one API call outlasts any single wait, so a wait, not the call, decides when the server goes on', () => {
  for (const ms of Object.values(serverBudgets)) expect(serverApiCallMs).toBeGreaterThanOrEqual(ms);
});
