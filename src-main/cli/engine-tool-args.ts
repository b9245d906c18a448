/**
 * The arguments the engine tools (`sim`, `tournament`, `bench:engine`) share for every game: the game's module
 * and tools hook for `--game`, `--seed`, `--players`, `--review`, the game options (`--option KEY=VALUE` and the
 * hook's aliases) and `--json`, parsed strictly with the tool's own flags added. Each tool states its flags
 * and usage; nothing here knows a game.
 */
import type { ParseArgsConfig } from 'node:util';
import { GAME_TOOLS } from '../../src-shared/games/tools.generated.ts';
import type { AnyGameModule } from '../../src-shared/platform/module.ts';
import type { GameTools } from '../../src-shared/platform/testing/game-tools.ts';
import { parseSeed } from '../../src-shared/rng.ts';
import { aliasFlags, optionUsage, readGameOptions, toolConfig, usableAliases } from './game-options.ts';
import { integerArg, parseToolOptions, UsageError } from './tool-args.ts';

export type EngineToolArgs = {
  module: AnyGameModule;
  tools: GameTools | undefined;
  values: Record<string, string | boolean | string[] | undefined>;
  seed: number;
  players: number;
  options: Record<string, string | number | boolean>;
  config: unknown;
  json: boolean;
  usage: string;
};

type Flags = NonNullable<ParseArgsConfig['options']>;

/** The game's tools hook (undefined: the game has none, and every tool still works for it). */
export const toolsOf = (module: AnyGameModule): GameTools | undefined => GAME_TOOLS[module.meta.kind];

/** The seat count a tool plays by default: 4, or the nearest count the game allows. */
export function defaultSeats(module: AnyGameModule): number {
  return Math.min(module.meta.players.max, Math.max(module.meta.players.min, 4));
}

/** `head` is the usage's first lines (the tool's own), `own` the tool's flags; `column` aligns the option lines. */
export function parseEngineToolArgs(module: AnyGameModule, argv: string[], head: string, own: Flags, column: number): EngineToolArgs {
  const tools = toolsOf(module);
  const common = ['seed', 'players', 'review', 'option', 'json', 'help'];
  const aliases = usableAliases(tools, [...Object.keys(own), ...common]);
  const usage = `${head}\n${optionUsage(module, tools, aliases, column)}`;
  const { values } = parseToolOptions(argv, usage, {
    ...aliasFlags(aliases),
    ...own,
    seed: { type: 'string', default: '1' },
    players: { type: 'string', default: String(defaultSeats(module)) },
    review: { type: 'string', default: '5' },
    option: { type: 'string', multiple: true },
    json: { type: 'boolean', default: false },
  });
  const v = values as EngineToolArgs['values'];
  const seedText = String(v.seed);
  if (seedText === '') throw new UsageError(`--seed must not be empty\n${usage}`);
  const seed = parseSeed(seedText);
  if (!seed.ok) throw new UsageError(`${seed.message}\n${usage}`);
  const { min, max } = module.meta.players;
  const players = integerArg('players', String(v.players), min, max, usage);
  const options = readGameOptions(module, tools, aliases, v as { option?: string[] }, usage);
  const reviewSeconds = integerArg('review', String(v.review), 0, 30, usage);
  const config = toolConfig(module, players, options, usage, { reviewSeconds });
  return { module, tools, values: v, seed: seed.seed, players, options, config, json: v.json === true, usage };
}

/** The players every seat of a sim or bench gets: `legal` or one of the game's bot levels. */
export function playerArg(module: AnyGameModule, raw: string, usage: string): string {
  const allowed = ['legal', ...module.bots.levels];
  if (!allowed.includes(raw)) throw new UsageError(`--level must be one of ${allowed.join(', ')}, got "${raw}"\n${usage}`);
  return raw;
}

/** A share 0..1 (of decisions timed out). */
export function shareArg(name: string, raw: string, usage: string): number {
  const x = Number(raw);
  if (raw.trim() === '' || !(x >= 0 && x <= 1)) throw new UsageError(`--${name} must be a number from 0 to 1, got "${raw}"\n${usage}`);
  return x;
}
