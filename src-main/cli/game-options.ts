/**
 * A game's options on the command line of every engine tool: `--option KEY=VALUE` (repeatable) checked against
 * the game's own option specs (`module.config.options`, the new-game form's), plus the per-game spellings its
 * tools hook keeps (`--years 5` for `--option years=5`). A key the game lacks, or a value outside its spec, is a
 * usage error that lists every option the game takes. The config is then made as the host makes it
 * (`config.make`) and checked with `config.problems`.
 */
import type { AnyGameModule, OptionSpec } from '../../src-shared/platform/module.ts';
import type { GameTools, OptionAlias } from '../../src-shared/platform/testing/game-tools.ts';
import { DEFAULT_TABLE_OPTIONS, type TableOptions } from '../../src-shared/platform/table-options.ts';
import { intOption } from './int-option.ts';
import { UsageError } from './tool-args.ts';

type Value = string | number | boolean;

/** "years (integer 1..10, default 10)": one option as the usage text and the error messages list it. */
export function describeOption(o: OptionSpec): string {
  if (o.kind === 'integer') return `${o.key} (integer ${o.min}..${o.max}, default ${o.default})`;
  if (o.kind === 'boolean') return `${o.key} (true or false, default ${o.default})`;
  return `${o.key} (${o.choices.join(' | ')}, default ${o.default})`;
}

/**
 * The hook's aliases a tool can take: a tool's own flag keeps its meaning (`bench:engine --rounds` counts timed
 * rounds, so there the stock round's `--rounds` alias is not offered: use `--option rounds=R`).
 */
export function usableAliases(tools: GameTools | undefined, ownFlags: readonly string[]): OptionAlias[] {
  return (tools?.optionAliases ?? []).filter((a) => !ownFlags.includes(a.flag));
}

/** The usage lines for --option and the game's aliases. */
export function optionUsage(module: AnyGameModule, tools: GameTools | undefined, aliasList: readonly OptionAlias[], column: number): string {
  const pad = (s: string) => `  ${s}`.padEnd(column);
  const keys = module.config.options.length > 0 ? module.config.options.map((o) => `      ${describeOption(o)}`).join('\n') : '      (this game has no options)';
  const aliases = aliasList.map((a) =>
    a.takes === 'value' ? `${pad(`--${a.flag} V`)}the same as --option ${a.option}=V` : `${pad(`--${a.flag}`)}the same as --option ${a.option}=${a.value}`,
  );
  const defaults = Object.entries(tools?.toolDefaults ?? {}).map(([k, v]) => `${k}=${v}`).join(', ');
  const head = `${pad('--option K=V')}a game option (repeatable); ${module.meta.title}'s options${defaults ? ` (the tools' defaults: ${defaults})` : ''}:`;
  return [head, keys, ...aliases].join('\n');
}

/** The parseArgs specs of the aliases, to merge into a tool's own. */
export function aliasFlags(aliasList: readonly OptionAlias[]): Record<string, { type: 'string' } | { type: 'boolean' }> {
  return Object.fromEntries(aliasList.map((a) => [a.flag, a.takes === 'value' ? { type: 'string' as const } : { type: 'boolean' as const }]));
}

function optionList(module: AnyGameModule): string {
  return module.config.options.length > 0 ? module.config.options.map(describeOption).join('; ') : 'none';
}

/** One value read against its spec, or a UsageError naming the spec. */
function readValue(module: AnyGameModule, spec: OptionSpec, raw: string, usage: string): Value {
  const bad = (): never => {
    throw new UsageError(`--option ${spec.key}: "${raw}" is not allowed; ${module.meta.title} takes ${describeOption(spec)}\n${usage}`);
  };
  if (spec.kind === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : bad();
  if (spec.kind === 'integer') {
    const read = intOption(spec.key, raw, spec.min, spec.max);
    return read.ok ? read.value : bad();
  }
  const choice = spec.choices.find((c) => String(c) === raw);
  return choice === undefined ? bad() : choice;
}

/**
 * The game options given on the command line: the tools hook's defaults, then the aliases, then each
 * `--option KEY=VALUE` in order (a later one wins). `values` are the parsed flags of the tool.
 */
export function readGameOptions(
  module: AnyGameModule,
  tools: GameTools | undefined,
  aliasList: readonly OptionAlias[],
  values: { option?: string[] } & Record<string, unknown>,
  usage: string,
): Record<string, Value> {
  const specs = new Map(module.config.options.map((o) => [o.key, o]));
  const out: Record<string, Value> = { ...(tools?.toolDefaults ?? {}) };
  const set = (key: string, raw: string) => {
    const spec = specs.get(key);
    if (!spec) throw new UsageError(`--option ${key}: ${module.meta.title} has no option "${key}"; its options: ${optionList(module)}\n${usage}`);
    out[key] = readValue(module, spec, raw, usage);
  };
  for (const a of aliasList) {
    const given = values[a.flag];
    if (a.takes === 'value' && typeof given === 'string') set(a.option, given);
    if (a.takes === 'switch' && given === true) set(a.option, String(a.value));
  }
  for (const item of values.option ?? []) {
    const eq = item.indexOf('=');
    if (eq <= 0) throw new UsageError(`--option takes KEY=VALUE, got "${item}"; ${module.meta.title}'s options: ${optionList(module)}\n${usage}`);
    set(item.slice(0, eq), item.slice(eq + 1));
  }
  return out;
}

/** Seat names for `config.make` (the tools have no people). */
export const seatNames = (n: number): string[] => Array.from({ length: n }, (_, i) => `Seat ${i + 1}`);

/** The config the host would make for these seats and options, or a UsageError with the game's problems. */
export function toolConfig(module: AnyGameModule, seats: number, options: Record<string, Value>, usage: string, table: Partial<TableOptions> = {}): unknown {
  const config = module.config.make(seats, seatNames(seats), options, { ...DEFAULT_TABLE_OPTIONS, ...table });
  const problems = module.config.problems(config);
  if (problems.length > 0) throw new UsageError(`${problems.join(' ')}\n${usage}`);
  return config;
}
