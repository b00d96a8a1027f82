/**
 * The command line of every operator command and script (`release`, `load`, `start`, the bench…):
 * `node:util`'s `parseArgs`, strict, with `--help`/`-h` and an error in Russian that names an
 * unknown option, instead of taking it for a part's name.
 */
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';

/** What the caller should say: the usage (exit 0), or a mistake with the usage after it (exit 2). */
export class CommandLineError extends Error {
  constructor(
    message: string,
    readonly usage: string,
  ) {
    super(message);
  }
}

const helpOption = { help: { type: 'boolean', short: 'h' } } as const;

/**
 * No option of ours is a digit: `-5` is a number, wrong or not, for the command to judge (a share,
 * `--min-visits -5`), never an unknown option `-5`. parseArgs takes anything after a dash for an
 * option, so such an argument goes through it held (a mark in front) and comes out as it was typed.
 */
const negativeNumber = /^-\d/;
const heldMark = '\u0000';
const hold = (arg: string) => (negativeNumber.test(arg) ? `${heldMark}${arg}` : arg);
const unhold = <Value>(value: Value): Value =>
  (typeof value === 'string' && value.startsWith(heldMark) ? value.slice(heldMark.length) : Array.isArray(value) ? value.map(unhold) : value) as Value;

function russian(error: unknown): string {
  const message = (error instanceof Error ? error.message : String(error)).replaceAll(heldMark, '');
  const option = /'(-{1,2}[^' ]+)/.exec(message)?.[1] ?? '';
  const code = (error as { code?: string }).code;
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `Неизвестный параметр ${option}`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return `Параметру ${option} нужно значение`;
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') return `Лишний аргумент: ${/'([^']+)'/.exec(message)?.[1] ?? ''}`;
  return message;
}

/** Parses `argv`; throws `CommandLineError` for a mistake. `values.help` is true for `--help`. */
export function parseCommandLine<const Options extends ParseArgsOptionsConfig>(
  argv: string[],
  { usage, options, positionals = false }: { usage: string; options: Options; positionals?: boolean },
) {
  const parse = () => {
    try {
      return parseArgs({ args: argv.map(hold), options: { ...helpOption, ...options }, allowPositionals: positionals, strict: true });
    } catch (error) {
      throw new CommandLineError(russian(error), usage);
    }
  };
  const parsed = parse();
  const values = Object.fromEntries(Object.entries(parsed.values).map(([name, value]) => [name, unhold(value)])) as typeof parsed.values;
  return { values, positionals: parsed.positionals.map((arg) => unhold(arg)) };
}

/** A whole number option, or the fallback when it is absent; a mistake when it is not one. */
export function wholeNumber(value: string | undefined, fallback: number, name: string, usage: string): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) throw new CommandLineError(`--${name} должно быть целым числом больше нуля, а не «${value}»`, usage);
  return number;
}

/**
 * For a script whose one option is `--runs=N` (and `--help`): the number of runs, `fallback` when
 * absent; `--help` prints the usage and exits, a mistake exits 2 with it.
 */
export function runsOption(argv: string[], usage: string, fallback = 5): number {
  try {
    const { values } = parseCommandLine(argv, { usage, options: { runs: { type: 'string' } } });
    if (values.help) {
      console.log(usage);
      process.exit(0);
    }
    return wholeNumber(values.runs, fallback, 'runs', usage);
  } catch (error) {
    return reportCommandLineFailure(error);
  }
}

/** For a script's `main`: prints the usage for `--help`, a mistake with the usage (exit 2), or any other failure (exit 1). */
export function reportCommandLineFailure(error: unknown): never {
  if (error instanceof CommandLineError) {
    console.error(`${error.message}\n\n${error.usage}`);
    process.exit(2);
  }
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
