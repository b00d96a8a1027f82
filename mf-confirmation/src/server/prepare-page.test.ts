import { fork } from 'effector';
import { $step } from '../features/application-wizard';
import { preparePage } from './index';

test.each([
  ['1', 1],
  ['2', 2],
  ['0', 0],
  ['3', 0],
  ['-1', 0],
  ['1.5', 0],
  ['<script>', 0],
  [undefined, 0],
])('the application is drawn at the step the visitor’s hint says (%s → %i)', async (hint, step) => {
  const scope = fork();
  await preparePage('confirmation', {}, scope, '?type=loans', hint === undefined ? {} : { applicationStep: hint });
  expect(scope.getState($step)).toBe(step);
});

test('another route of the remote reads no hint', async () => {
  const scope = fork();
  await preparePage('pdl', { id: 'x' }, scope, '', { applicationStep: '2' });
  expect(scope.getState($step)).toBe(0);
});
