/**
 * `npm run release|rollback|canary|promote|releases -- <part> …`: the operator's commands.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDuration, runAutopilot, stepsOf, type AutopilotDecision } from './autopilot';
import { CommandLineError, parseCommandLine, wholeNumber } from './command-line';
import { canary, promote, release, releases, rollback, rollbackCanary, shareOf, type CommandContext, type Origins } from './commands';
import { repoRoot } from './parts';
import { ReleaseStore, type HistoryRecord } from './release-store';

export const defaultStoreDir = () => process.env.RELEASE_STORE ?? path.join(repoRoot, '.store');
export const defaultDeploymentFile = () => process.env.RELEASE_DEPLOYMENT ?? path.join(repoRoot, 'deploy/local/deployment.json');

/**
 * A deployment: the public origin of each part (what `remotes.json` points browsers at), and the
 * shell origins allowed to load the remotes (CORS).
 */
export type Deployment = { origins: Origins; shellOrigins: string[] };

/** The deployment file, or a mistake said in Russian (a wrong `--deployment` or `$RELEASE_DEPLOYMENT`). */
export function readDeployment(file = defaultDeploymentFile()): Deployment {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`Нет файла развёртывания ${file}: проверьте --deployment и $RELEASE_DEPLOYMENT`);
  }
  let deployment: Partial<Deployment>;
  try {
    deployment = JSON.parse(text) as Partial<Deployment>;
  } catch {
    throw new Error(`${file}: не JSON`);
  }
  if (typeof deployment.origins !== 'object' || deployment.origins === null) throw new Error(`${file}: нет origins — адресов частей`);
  return { origins: deployment.origins, shellOrigins: deployment.shellOrigins ?? [] };
}

export const cliUsage = `Выпуск частей по одной (npm run <команда> -- <часть> …):
  release  <часть> [версия]           выпустить версию (без версии — последнюю собранную)
  canary   <часть> <версия> <доля>    дать версию доле посетителей: целое число процентов от 1 до 100
           … --auto [--steps 10,50,100] [--window 10m] [--min-visits 200]
                                      и вести её самой: шаг за шагом, пока она не хуже живой
                                      (тогда — всем), и убрать сразу, если явно хуже
  canary   <часть> --stop [версия]    убрать канарейку, не отдавая её всем: у всех — живая версия
  promote  <часть> [версия]           отдать канарейку всем (если указана версия — только её)
  rollback <часть>                    вернуть версию, что работала до нынешней; канарейка части
                                      убирается, а оставленная версия больше не возвращается откатом
  releases <часть>                    кто, когда и что выпускал
Части: shell, mf-confirmation, mf-cabinet, mf-blog, mf-shopwindow.
Параметры:
  --store DIR          хранилище выпусков, которое уже есть (по умолчанию $RELEASE_STORE или .store)
  --deployment FILE    где работает каждая часть (по умолчанию $RELEASE_DEPLOYMENT или deploy/local/deployment.json)
  --health DIR         счёт здоровья версий (по умолчанию $HEALTH_DIR или <хранилище>/health)
  -h, --help           эта справка`;

const decisionWords: Record<AutopilotDecision['action'], string> = {
  step: 'следующий шаг',
  promote: 'всем',
  rollback: 'откат канарейки',
  wait: 'ждёт',
  stopped: 'остановлен',
};

/** A mistake in what was typed: said with the usage after it. */
function typed<T>(read: () => T, prefix = ''): T {
  try {
    return read();
  } catch (error) {
    throw new CommandLineError(`${prefix}${error instanceof Error ? error.message : String(error)}`, cliUsage);
  }
}

/** The shares of `--steps`, each by the rule of a share. */
function stepsOption(text: string | undefined): number[] | undefined {
  if (text === undefined) return undefined;
  return typed(() => text.split(',').map((step) => shareOf(step.trim())), '--steps: ');
}

/** Nothing after what the command takes: a version where none is taken is not silently dropped. */
function nothingMore(rest: readonly string[], command: string): void {
  if (rest.length > 0) throw new CommandLineError(`${command}: лишний аргумент ${rest.join(' ')}`, cliUsage);
}

/** What a line of the history says of its `from`: what it replaced, or, for a canary, who keeps what. */
function fromWords(entry: HistoryRecord): string {
  if (!entry.from) return '';
  if (entry.action === 'canary' || entry.action === 'autopilot') return `  (у остальных ${entry.from})`;
  if (entry.action === 'canary-rollback') return `  (канарейка ${entry.from} убрана)`;
  return `  (было ${entry.from})`;
}

export async function runCli(argv: string[]): Promise<string> {
  const { values, positionals } = parseCommandLine(argv, {
    usage: cliUsage,
    options: {
      store: { type: 'string' },
      deployment: { type: 'string' },
      auto: { type: 'boolean' },
      stop: { type: 'boolean' },
      steps: { type: 'string' },
      window: { type: 'string' },
      'min-visits': { type: 'string' },
      health: { type: 'string' },
    },
    positionals: true,
  });
  if (values.help) return cliUsage;
  const store = new ReleaseStore(path.resolve(values.store ?? defaultStoreDir()));
  // Before anything is read or written: a command on a store that is not there would make it.
  await store.mustExist();
  const { origins } = readDeployment(path.resolve(values.deployment ?? defaultDeploymentFile()));
  const context: CommandContext = { store, origins };
  const [command, part, ...rest] = positionals;
  if (!part) throw new CommandLineError('Укажите часть: shell, mf-confirmation, mf-cabinet, mf-blog, mf-shopwindow', cliUsage);
  switch (command) {
    case 'release': {
      nothingMore(rest.slice(1), 'release');
      const done = await release(context, part, rest[0]);
      return `${done.part}: работает ${done.version} (было: ${done.from ?? '—'})`;
    }
    case 'rollback': {
      nothingMore(rest, 'rollback');
      const done = await rollback(context, part);
      return `${done.part}: откат на ${done.version} (было: ${done.from ?? '—'})${done.note ? `; ${done.note}` : ''}`;
    }
    case 'canary': {
      if (values.stop) {
        if (values.auto) throw new CommandLineError('--stop и --auto вместе не бывают', cliUsage);
        nothingMore(rest.slice(1), 'canary --stop');
        const done = await rollbackCanary(context, part, { note: 'остановлена оператором', ...(rest[0] ? { version: rest[0] } : {}) });
        return `${done.part}: канарейка ${done.from} убрана, у всех ${done.version}`;
      }
      const [version, percent, ...more] = rest;
      if (!version || percent === undefined) throw new CommandLineError('canary <часть> <версия> <доля в процентах>', cliUsage);
      nothingMore(more, 'canary');
      const share = typed(() => shareOf(percent));
      if (!values.auto) {
        const done = await canary(context, part, version, String(share));
        return `${done.part}: ${done.version} для ${done.note} посетителей (у остальных ${done.from})`;
      }
      const windowMs = typed(() => parseDuration(values.window ?? '10m'));
      const steps = stepsOption(values.steps);
      console.log(`${part} ${version}: автопилот, шаги ${stepsOf(share, steps).join(' → ')} %, окно ${values.window ?? '10m'}`);
      const final = await runAutopilot(context, {
        part,
        version,
        percent: share,
        ...(steps ? { steps } : {}),
        windowMs,
        minVisits: wholeNumber(values['min-visits'], 200, 'min-visits', cliUsage),
        ...(values.health ? { healthDir: path.resolve(values.health) } : {}),
        onDecision: (decision) => console.log(`${decision.at}  ${decisionWords[decision.action]} (${decision.percent} %): ${decision.figures}`),
      });
      return `${final.part} ${final.version}: ${{ running: 'идёт', promoted: 'у всех', 'rolled-back': 'канарейка убрана', stopped: 'остановлен оператором' }[final.status]}`;
    }
    case 'promote': {
      nothingMore(rest.slice(1), 'promote');
      const done = await promote(context, part, rest[0] ? { version: rest[0] } : {});
      return `${done.part}: ${done.version} теперь у всех (было: ${done.from ?? '—'})`;
    }
    case 'releases': {
      nothingMore(rest, 'releases');
      const history = await releases(context, part);
      if (history.length === 0) return `${part}: истории нет`;
      return history.map((entry) => `${entry.at}  ${entry.who.padEnd(10)} ${entry.action.padEnd(13)} ${entry.version}${fromWords(entry)}${entry.note ? `  ${entry.note}` : ''}`).join('\n');
    }
    default:
      throw new CommandLineError(`Неизвестная команда ${command ?? ''}: release, rollback, canary, promote, releases`, cliUsage);
  }
}
