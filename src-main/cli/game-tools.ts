/**
 * Shared pieces of the offline tools on stored games (replay, export, import): argument parsing, the game's
 * module, and state summaries; `everyGame` also gives the engine tools (sim, tournament, bench) every kind. These tools work for every registered game: the host code they call is
 * generic, so `--game` only states which kind of game the caller means (a stored game or file of another
 * kind is refused with the --game to use).
 */
import type { AnyGameModule, GameRegistry } from '../../src-shared/platform/module.ts';
import { openDatabase, type Db } from '../store/database.ts';
import { parseToolOptions, type GameCli } from './tool-args.ts';

export function parseToolArgs(argv: string[], usage: string, extra: Record<string, { type: 'string' | 'boolean' }> = {}) {
  const { values, positionals } = parseToolOptions(argv, usage, { data: { type: 'string', default: './.sectors-data' }, ...extra }, true);
  return { values: values as Record<string, string | boolean | undefined> & { data: string }, positionals };
}

export function fail(message: string, code = 2): never {
  (code === 0 ? console.log : console.error)(message);
  process.exit(code);
}

export function openData(dir: string): Db {
  return openDatabase(dir);
}

/** The same tool for every registered kind: `run` gets the kind's module and the arguments after --game. */
export function everyGame(registry: GameRegistry, run: (module: AnyGameModule, argv: string[]) => void): Record<string, GameCli> {
  return Object.fromEntries(registry.kinds().map((kind) => [kind, (argv: string[]) => run(registry.get(kind)!, argv)]));
}

/** Exits 2 when a stored game is of another kind than --game names. */
export function requireKind(module: AnyGameModule, gameId: string, kind: string): void {
  if (kind !== module.meta.kind) fail(`game ${gameId} is a ${kind} game, not ${module.meta.kind}: run with --game ${kind}`);
}

/** A readable summary of a state (the full state is available with --full): the game's own, else its summary line and public view. */
export function stateSummary(module: AnyGameModule, state: unknown, names: Record<string, string>): unknown {
  const own = module.testing?.summary;
  return own ? own(state) : { ...module.summary(state), status: module.status(state), view: module.views.public(state, names) };
}
