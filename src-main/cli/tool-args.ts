/**
 * What every offline game tool (sim, tournament, scenario, replay, export, import, benches, golden update) shares
 * on its command line: `--game KIND` resolved through the game registry, usage errors with their exit status,
 * and integer options. A tool is a table kind → implementation (for every kind: `everyGame` in game-tools.ts); the
 * implementation parses the rest of the arguments itself, with the game's options (game-options.ts).
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { GameRegistry } from '../../src-shared/platform/module.ts';
import { intOption } from './int-option.ts';

/** Bad arguments (exit 2 unless told) or --help (exit 0); the message is printed as it is. */
export class UsageError extends Error {
  exitCode: number;
  constructor(message: string, exitCode = 2) {
    super(message);
    this.name = 'UsageError';
    this.exitCode = exitCode;
  }
}

/** The usage line of `--game`, naming the kinds this build knows; `column` lines it up with the tool's other options. */
export function gameUsageLine(registry: GameRegistry, column = 17): string {
  return `${'  --game KIND'.padEnd(column)}the game (default ${registry.defaultKind}; known: ${registry.kinds().join(', ')})`;
}

/**
 * Takes `--game KIND` (or `--game=KIND`) out of `argv`, wherever it stands, and returns the rest untouched for the
 * tool's own parser. Absent: undefined (the caller picks the default). Given twice or without a value: a UsageError.
 */
export function takeGameOption(argv: readonly string[]): { game: string | undefined; rest: string[] } {
  let game: string | undefined;
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    // After `--` every argument is a positional, even one spelled like an option.
    if (arg === '--') {
      rest.push(...argv.slice(i));
      break;
    }
    let value: string | undefined;
    if (arg === '--game') {
      value = argv[i + 1];
      if (value === undefined || value.startsWith('-')) throw new UsageError('--game needs a game kind, e.g. --game sectors');
      i += 1;
    } else if (arg.startsWith('--game=')) {
      value = arg.slice('--game='.length);
    } else {
      rest.push(arg);
      continue;
    }
    if (game !== undefined) throw new UsageError('--game given twice');
    game = value;
  }
  return { game, rest };
}

/** The registered kind, or a UsageError (exit 2) naming the kinds there are. */
export function knownKind(registry: GameRegistry, kind: string): string {
  if (registry.get(kind)) return kind;
  return fail(`unknown game "${kind.slice(0, 40)}"; known games: ${registry.kinds().join(', ')}`);
}

/**
 * The implementation of `tool` for `kind`: a UsageError (exit 2) when the kind is unknown, or when the game exists
 * but nobody has written this tool for it yet.
 */
export function toolFor<T>(registry: GameRegistry, tools: Readonly<Record<string, T>>, kind: string, tool: string): T {
  knownKind(registry, kind);
  if (!Object.hasOwn(tools, kind)) {
    return fail(`${tool} is not available for ${kind} (it exists for: ${Object.keys(tools).join(', ')})`);
  }
  return tools[kind];
}

/** One game tool's entry point for one kind: parses its own arguments (without --game) and runs. */
export type GameCli = (argv: string[]) => void | Promise<void>;

/**
 * Picks the implementation for `--game` (default: the registry's default kind) and runs it with the other
 * arguments. A UsageError from picking or from the tool's own parser is printed (stdout for --help, stderr
 * otherwise) and ends the process with its exit status.
 */
export async function runGameCli(tool: string, argv: readonly string[], tools: Readonly<Record<string, GameCli>>, registry: GameRegistry): Promise<void> {
  try {
    const { game, rest } = takeGameOption(argv);
    await toolFor(registry, tools, game ?? registry.defaultKind, tool)(rest);
  } catch (err) {
    exitOnUsageError(err);
  }
}

/** Prints a UsageError and exits with its status; any other error is thrown on. */
export function exitOnUsageError(err: unknown): never {
  if (!(err instanceof UsageError)) throw err;
  (err.exitCode === 0 ? console.log : console.error)(err.message);
  process.exit(err.exitCode);
}

function fail(message: string): never {
  throw new UsageError(message);
}

/** An integer option in min..max, or a UsageError with the tool's usage text. */
export function integerArg(name: string, raw: string, min: number, max: number, usage: string): number {
  const read = intOption(name, raw, min, max);
  if (!read.ok) throw new UsageError(`${read.message}\n${usage}`);
  return read.value;
}

type OptionSpecs = NonNullable<ParseArgsConfig['options']>;

/**
 * `parseArgs` in strict mode with `--help`/`-h` added: an unknown option or a missing value is a UsageError (exit 2)
 * carrying the usage text, and --help is a UsageError with exit 0 that prints the usage text.
 */
export function parseToolOptions<const O extends OptionSpecs>(argv: string[], usage: string, options: O, allowPositionals = false) {
  const config = { args: argv, options: { ...options, help: { type: 'boolean', short: 'h' } } as O & { help: { type: 'boolean'; short: 'h' } }, strict: true, allowPositionals } as const;
  let parsed;
  try {
    parsed = parseArgs(config);
  } catch (err) {
    throw new UsageError(`${(err as Error).message}\n${usage}`);
  }
  if ((parsed.values as { help?: boolean }).help) throw new UsageError(usage, 0);
  return parsed;
}
