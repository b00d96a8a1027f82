/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { frontWaits, pageAnswerBudgetMs } from '@microloans/shared-contracts/server-budgets';
import { rendererTimeoutMs } from './server';

const renderProxy = readFileSync(path.join(__dirname, '../nginx/snippets/render-proxy.conf'), 'utf8');
const seconds = (directive: string): number => Number(new RegExp(`^${directive} (\\d+)s;`, 'm').exec(renderProxy)?.[1]);

test('nginx waits for the render tier as the server budgets say: longer than the server’s waits add up to', () => {
  expect(seconds('proxy_connect_timeout')).toBe(frontWaits.connectSeconds);
  expect(seconds('proxy_send_timeout')).toBe(frontWaits.readSeconds);
  expect(seconds('proxy_read_timeout')).toBe(frontWaits.readSeconds);
  // A burst of misses waits for the one render under way no longer than for its own.
  expect(seconds('proxy_cache_lock_timeout')).toBe(frontWaits.readSeconds);
  expect(seconds('proxy_read_timeout') * 1000).toBeGreaterThan(pageAnswerBudgetMs);
});

test('the development server waits as nginx does', () => {
  expect(rendererTimeoutMs).toBe(frontWaits.readSeconds * 1000);
});
