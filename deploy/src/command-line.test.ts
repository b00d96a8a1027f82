/**
 * The operator's commands and the scripts: `--help` prints what they take, an unknown option is a
 * mistake that names it (never taken for a part's name), in Russian, with the usage after it.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { cliUsage, runCli } from './cli';
import { CommandLineError, runsOption } from './command-line';
import { repoRoot } from './parts';

test('release --help prints the usage instead of looking for a part called «--help»', async () => {
  await expect(runCli(['release', '--help'])).resolves.toBe(cliUsage);
  expect(cliUsage).toContain('rollback <часть>');
});

test('an unknown option is a mistake that names it', async () => {
  await expect(runCli(['release', 'mf-blog', '--stor', '/tmp/x'])).rejects.toEqual(new CommandLineError('Неизвестный параметр --stor', cliUsage));
  await expect(runCli(['release', '--store'])).rejects.toMatchObject({ message: 'Параметру --store нужно значение' });
});

const tsx = path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs');
const script = (file: string, ...args: string[]) =>
  spawnSync(process.execPath, [tsx, path.join(repoRoot, file), ...args], { cwd: repoRoot, encoding: 'utf8', timeout: 60_000 });

test.each([
  ['deploy/src/load.ts', '--connections N'],
  ['deploy/src/start.ts', '--no-build'],
  ['e2e/bench/run.ts', '--lighthouse-runs=N'],
])('%s: --help prints its options and exits 0; an unknown option exits 2 and says which', (file, option) => {
  const help = script(file, '--help');
  expect(help.status).toBe(0);
  expect(help.stdout).toContain(option);
  const wrong = script(file, '--fast');
  expect(wrong.status).toBe(2);
  expect(wrong.stderr).toContain('Неизвестный параметр --fast');
  expect(wrong.stderr).toContain(option);
});

test('a bench script\'s --runs: the number given, the default without it, exit 2 with the usage for a mistake', () => {
  expect(runsOption(['--runs=3'], 'usage')).toBe(3);
  expect(runsOption([], 'usage', 7)).toBe(7);
  const exit = jest.spyOn(process, 'exit').mockImplementation(((code?: number) => {
    throw new Error(`exit ${code}`);
  }) as typeof process.exit);
  const printed = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    expect(() => runsOption(['--runs=zero'], 'usage')).toThrow('exit 2');
    expect(printed.mock.calls[0]?.[0]).toContain('--runs должно быть целым числом больше нуля');
  } finally {
    exit.mockRestore();
    printed.mockRestore();
  }
});
