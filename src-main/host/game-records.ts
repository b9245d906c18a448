/**
 * Game records from a `create_game` command or a game file, and game files in and out of the host. A finished game leaves in full. A game still being played holds secrets
 * (sealed submissions, and the seed that predicts every later draw), so it leaves only sealed with a
 * passphrase and cut at the start of its current phase: to move a running game to another machine, not to
 * read it. Coming in, a sealed file is opened with its passphrase and every file is replayed and verified.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { playsLevel } from '../../src-shared/platform/bots.ts';
import type { AnyGameModule, GameRegistry } from '../../src-shared/platform/module.ts';
import { PASSPHRASE_MIN } from '../../src-shared/protocol/commands.ts';
import { DEFAULT_TABLE_OPTIONS, tableOptionProblems, tableOptionsFrom } from '../../src-shared/platform/table-options.ts';
import type { CommandOf } from '../../src-shared/protocol/index.ts';
import { parseSeed } from '../../src-shared/rng.ts';
import type { SeatInfo } from '../../src-shared/session/types.ts';
import type { GameRecord } from '../store/games.ts';
import type { StoredJournalEntry } from '../store/journal.ts';
import { exportGame, exportGameAtPhaseStart, readGameFile, type GameFile } from './game-file.ts';
import { Refusal } from './links.ts';
import { cleanName } from '../../src-shared/names.ts';
import { uniqueNames } from './names.ts';
import { openGameFile, sealGameFile } from './sealed-file.ts';

export function fileForExport(module: AnyGameModule, record: GameRecord, entries: StoredJournalEntry[], app: string, now: number, passphrase?: string) {
  if (record.status === 'FINISHED') return exportGame(module, record, entries, app, now);
  if (!passphrase) throw new Refusal('PASSPHRASE_REQUIRED', `a game still being played is saved only sealed: give a passphrase (${PASSPHRASE_MIN} or more characters)`);
  return sealGameFile(exportGameAtPhaseStart(module, record, entries, app, now), passphrase);
}

/** Opens (if sealed), replays and verifies a game file with the module of its kind; refuses with a reason code. */
export function readFileForImport(raw: unknown, registry: GameRegistry, moduleOf: (kind: string) => AnyGameModule, passphrase?: string): { file: GameFile; module: AnyGameModule } {
  const opened = openGameFile(raw, passphrase);
  if (!opened.ok) throw new Refusal(opened.reason, opened.message);
  const module = moduleOf(kindOfFile(opened.file, registry) ?? registry.defaultKind);
  const parsed = readGameFile(module, opened.file);
  if (!parsed.ok) throw new Refusal(parsed.reason ?? 'INVALID_GAME_FILE', parsed.message);
  return { file: parsed.file, module };
}

/**
 * The kind a file says it is: its `game` field, else the game whose file format it carries (files written before
 * game modules; a sealed file shows its format outside the seal). Undefined when it says neither.
 */
export function kindOfFile(file: unknown, registry: GameRegistry): string | undefined {
  if (file === null || typeof file !== 'object') return undefined;
  const { game, format } = file as { game?: unknown; format?: unknown };
  if (typeof game === 'string') return game;
  return registry.kinds().find((kind) => registry.get(kind)!.meta.fileFormat === format);
}

/** The lobby record of an imported game (its inputs are loaded next); names made unique like any game's. `name`: the game's name (default: the file's, marked imported). */
export function recordFromFile(module: AnyGameModule, file: GameFile, now: number, name = `${[...cleanName(file.name)].slice(0, 68).join('')} (imported)`): GameRecord {
  const names = uniqueNames(file.seats.map((s) => s.name));
  const graceSeconds = file.table?.graceSeconds ?? DEFAULT_TABLE_OPTIONS.graceSeconds;
  return {
    // readGameFile refused a file of other rules, so the game is played under this build's (the file's, if it says).
    id: randomUUID(), kind: module.meta.kind, engineVersion: file.engineVersion ?? module.meta.engineVersion, name, config: file.config, seed: file.seed,
    table: file.table ?? tableOptionsFrom(file.config, graceSeconds),
    seats: file.seats.map((s, i) => ({ player: s.player, name: names[i], kind: s.kind, botLevel: (s.botLevel as SeatInfo['botLevel']) ?? null, lostAt: null })),
    options: { graceMs: graceSeconds * 1000 }, status: 'LOBBY', createdAt: now, finishedAt: null,
  };
}

/** The lobby record of a new game: options checked in full, names made unique, the seed parsed or drawn. */
export function recordForNewGame(module: AnyGameModule, command: Omit<CommandOf<'create_game'>, 'type'>, now: number): GameRecord {
  const seats = command.seats;
  const { min, max } = module.meta.players;
  if (seats.length < min || seats.length > max) throw new Refusal('INVALID_CONFIG', `${module.meta.title} is played by ${min} to ${max} seats`);
  // Names are unique in a game: two "Sam"s get "Sam" and "Sam (2)".
  const names = uniqueNames(seats.map((s) => s.name));
  const lacking = seats.find((s) => s.kind === 'bot' && s.botLevel !== undefined && !playsLevel(module, s.botLevel));
  if (lacking) throw new Refusal('INVALID_CONFIG', `${module.meta.title} bots play ${module.bots.levels.join(', ')}, not ${lacking.botLevel}`);
  const table = tableOptionsFrom(command.options, command.graceSeconds);
  const config = module.config.make(seats.length, names, command.options ?? {}, table);
  const problems = [...tableOptionProblems(table), ...module.config.problems(config)];
  if (problems.length > 0) throw new Refusal('INVALID_CONFIG', [...new Set(problems)].join('; '));
  let seed: number;
  if (command.seed === undefined) seed = randomInt(0, 0xffffffff);
  else {
    const parsed = parseSeed(command.seed);
    if (!parsed.ok) throw new Refusal('INVALID_CONFIG', parsed.message);
    seed = parsed.seed;
  }
  return {
    id: randomUUID(), kind: module.meta.kind, engineVersion: module.meta.engineVersion,
    name: command.name ?? `${module.meta.title} ${new Date(now).toISOString().slice(0, 16).replace('T', ' ')}`,
    config, seed, table,
    seats: seats.map((s, i): SeatInfo => ({ player: `P${i + 1}`, name: names[i], kind: s.kind, botLevel: s.kind === 'bot' ? (s.botLevel ?? 'random') : null, lostAt: null })),
    options: { graceMs: table.graceSeconds * 1000 },
    status: 'LOBBY', createdAt: now, finishedAt: null,
  };
}
