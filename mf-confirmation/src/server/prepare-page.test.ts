import { fork } from 'effector';
import { $draftAwaited, $step } from '../features/application-wizard';
import { preparePage } from './index';

test.each([
  ['1', 1, true],
  ['2', 2, true],
  ['0', 0, true],
  ['3', 0, false],
  ['-1', 0, false],
  ['1.5', 0, false],
  ['', 0, false],
  ['<script>', 0, false],
  [undefined, 0, false],
])('the application is drawn at the step the visitor’s hint says, its fields awaiting the draft (%s → %i, %s)', async (hint, step, awaited) => {
  const scope = fork();
  await preparePage('confirmation', {}, scope, '?type=loans', hint === undefined ? {} : { applicationStep: hint });
  expect(scope.getState($step)).toBe(step);
  expect(scope.getState($draftAwaited)).toBe(awaited);
});

test('another route of the remote reads no hint', async () => {
  const scope = fork();
  await preparePage('pdl', { id: 'x' }, scope, '', { applicationStep: '2' });
  expect(scope.getState($step)).toBe(0);
});
