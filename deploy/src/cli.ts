/**
 * `npm run release|rollback|canary|promote|releases -- <part> …`: the operator's commands.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDuration, runAutopilot, stepsOf, type AutopilotDecision } from './autopilot';
import { CommandLineError, parseCommandLine, wholeNumber } from './command-line';
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

export const cliUsage = `Выпуск частей по одной (npm run <команда> -- <часть> …):
  release  <часть> [версия]           выпустить собранную версию (по умолчанию последнюю)
  canary   <часть> <версия> <процент> дать версию части посетителей
           … --auto [--steps 10,50,100] [--window 10m] [--min-visits 200]
                                      и вести её самой: шаг за шагом, пока она не хуже живой
                                      (тогда — всем), и убрать сразу, если явно хуже
  promote  <часть>                    отдать канареечную версию всем
  rollback <часть>                    вернуть версию, что работала до нынешней
  releases <часть>                    кто, когда и что выпускал
Части: shell, mf-confirmation, mf-cabinet, mf-blog, mf-shopwindow.
Параметры:
  --store DIR          хранилище выпусков (по умолчанию $RELEASE_STORE или .store)
  --deployment FILE    где работает каждая часть (по умолчанию deploy/local/deployment.json)
  --health DIR         счёт здоровья версий (по умолчанию $HEALTH_DIR или <хранилище>/health)
  -h, --help           эта справка`;

const decisionWords: Record<AutopilotDecision['action'], string> = {
  step: 'следующий шаг',
  promote: 'всем',
  rollback: 'откат канарейки',
  wait: 'ждёт',
  stopped: 'остановлен',
};

/** The shares of `--steps`: whole numbers from 1 to 100. */
function stepsOption(text: string | undefined): number[] | undefined {
  if (text === undefined) return undefined;
  const steps = text.split(',').map((step) => Number(step.trim()));
  if (steps.some((step) => !Number.isInteger(step) || step < 1 || step > 100)) throw new CommandLineError(`--steps: доли от 1 до 100 через запятую, а не «${text}»`, cliUsage);
  return steps;
}

export async function runCli(argv: string[]): Promise<string> {
  const { values, positionals } = parseCommandLine(argv, {
    usage: cliUsage,
    options: {
      store: { type: 'string' },
      deployment: { type: 'string' },
      auto: { type: 'boolean' },
      steps: { type: 'string' },
      window: { type: 'string' },
      'min-visits': { type: 'string' },
      health: { type: 'string' },
    },
    positionals: true,
  });
  if (values.help) return cliUsage;
  const store = new ReleaseStore(path.resolve(values.store ?? defaultStoreDir()));
  const { origins } = readDeployment(path.resolve(values.deployment ?? defaultDeploymentFile()));
  const context: CommandContext = { store, origins };
  const [command, part, ...rest] = positionals;
  if (!part) throw new CommandLineError('Укажите часть: shell, mf-confirmation, mf-cabinet, mf-blog, mf-shopwindow', cliUsage);
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
      if (!version || percent === undefined) throw new CommandLineError('canary <часть> <версия> <доля в процентах>', cliUsage);
      if (!values.auto) {
        const done = await canary(context, part, version, percent);
        return `${done.part}: ${done.version} для ${done.note} посетителей (остальным ${done.from})`;
      }
      const share = Number(percent);
      if (!Number.isInteger(share) || share < 1 || share > 100) throw new CommandLineError(`Доля должна быть от 1 до 100, а не ${percent}`, cliUsage);
      let windowMs: number;
      try {
        windowMs = parseDuration(values.window ?? '10m');
      } catch (error) {
        throw new CommandLineError(error instanceof Error ? error.message : String(error), cliUsage);
      }
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
      throw new CommandLineError(`Неизвестная команда ${command ?? ''}: release, rollback, canary, promote, releases`, cliUsage);
  }
}
