import type { Candidate, RemoteStatus } from '../../shared/federation/remote-loader';
import { whyOf } from './why';

const live: Candidate = { kind: 'live', version: '1.1.0+new', url: 'http://127.0.0.1:3002/1.1.0+new/mf-manifest.json', integrity: null };
const previous: Candidate = { kind: 'previous', version: '1.0.0+old', url: 'http://127.0.0.1:3002/1.0.0+old/mf-manifest.json', integrity: null };
const status = (change: Partial<RemoteStatus>): RemoteStatus => ({
  remote: 'mf_cabinet',
  live,
  previous,
  canary: null,
  order: [live, previous],
  using: null,
  drawn: null,
  failure: null,
  loadMs: null,
  lastError: null,
  refusals: [],
  ...change,
});

test('the version used, in the operator’s words', () => {
  expect(whyOf(status({}))).toBe('ещё не загружался на этой странице');
  expect(whyOf(status({ using: live }))).toBe('рабочая версия');
  expect(whyOf(status({ failure: 'нет сети' }))).toBe('не удалось: нет сети');
});

test('the versions skipped on the way: refused as too new, or failed to load', () => {
  const refused = status({ using: previous, refusals: [{ candidate: 'live', version: '1.1.0+new', gaps: [{ pkg: 'platform', needed: '1.1.0', provided: '1.0.0' }] }] });
  expect(whyOf(refused)).toBe('предыдущая версия; live 1.1.0+new отклонена: platform 1.1.0 > 1.0.0');
  const failed = status({ using: previous, lastError: { candidate: 'live', version: '1.1.0+new', message: 'timeout', at: '2026-11-28T10:00:00.000Z' } });
  expect(whyOf(failed)).toBe('предыдущая версия; live 1.1.0+new не загрузилась');
});
