/**
 * `npm run release|rollback|canary|promote|releases -- <part> …`: the operator's commands.
 *   --store DIR       the release store (default: $RELEASE_STORE or .store in the repo)
 *   --deployment FILE where each part is served (default: $RELEASE_DEPLOYMENT or deploy/local/deployment.json)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { canary, promote, release, releases, rollback, type CommandContext, type Origins } from './commands';
import { repoRoot } from './parts';
import { ReleaseStore } from './release-store';

export const defaultStoreDir = () => process.env.RELEASE_STORE ?? path.join(repoRoot, '.store');
export const defaultDeploymentFile = () => process.env.RELEASE_DEPLOYMENT ?? path.join(repoRoot, 'deploy/local/deployment.json');

/**
 * A deployment: the public origin of each part (what `remotes.json` points browsers at), and the
 * shell origins allowed to load the remotes (CORS).
 */
export type Deployment = { origins: Origins; shellOrigins: string[] };

export const readDeployment = (file = defaultDeploymentFile()): Deployment => JSON.parse(readFileSync(file, 'utf8')) as Deployment;

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  if (index < 0) return undefined;
  const value = args[index + 1];
  args.splice(index, 2);
  return value;
}

export async function runCli(argv: string[]): Promise<string> {
  const args = [...argv];
  const store = new ReleaseStore(path.resolve(option(args, 'store') ?? defaultStoreDir()));
  const { origins } = readDeployment(path.resolve(option(args, 'deployment') ?? defaultDeploymentFile()));
  const context: CommandContext = { store, origins };
  const [command, part, ...rest] = args;
  if (!part) throw new Error('Укажите часть: shell, mf-confirmation, mf-cabinet, mf-blog, mf-shopwindow');
  switch (command) {
    case 'release': {
      const done = await release(context, part, rest[0]);
      return `${done.part}: работает ${done.version} (было: ${done.from ?? '—'})`;
    }
    case 'rollback': {
      const done = await rollback(context, part);
      return `${done.part}: откат на ${done.version} (было: ${done.from ?? '—'})`;
    }
    case 'canary': {
      const [version, percent] = rest;
      if (!version || percent === undefined) throw new Error('canary <часть> <версия> <доля в процентах>');
      const done = await canary(context, part, version, percent);
      return `${done.part}: ${done.version} для ${done.note} посетителей (остальным ${done.from})`;
    }
    case 'promote': {
      const done = await promote(context, part);
      return `${done.part}: ${done.version} теперь у всех (было: ${done.from ?? '—'})`;
    }
    case 'releases': {
      const history = await releases(context, part);
      if (history.length === 0) return `${part}: истории нет`;
      return history
        .map((entry) => `${entry.at}  ${entry.who.padEnd(10)} ${entry.action.padEnd(13)} ${entry.version}${entry.from ? `  (было ${entry.from})` : ''}${entry.note ? `  ${entry.note}` : ''}`)
        .join('\n');
    }
    default:
      throw new Error(`Неизвестная команда ${command ?? ''}: release, rollback, canary, promote, releases`);
  }
}

if (require.main === module) {
  runCli(process.argv.slice(2)).then(
    (output) => console.log(output),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
