/**
 * Game records from a `create_game` command or a game file, and game files in and out of the host. A finished game leaves in full. A game still being played holds secrets
 * (sealed submissions, and the seed that predicts every later draw), so it leaves only sealed with a
 * passphrase and cut at the start of its current phase: to move a running game to another machine, not to
 * read it. Coming in, a sealed file is opened with its passphrase and every file is replayed and verified.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { configProblems, makeConfig } from '../../src-shared/games/sectors/config.ts';
import type { GameConfig } from '../../src-shared/games/sectors/types.ts';
import type { CommandOf } from '../../src-shared/protocol/index.ts';
import { parseSeed } from '../../src-shared/rng.ts';
import type { SeatInfo } from '../../src-shared/session/types.ts';
import type { GameRecord } from '../store/games.ts';
import type { StoredJournalEntry } from '../store/journal.ts';
import { exportGame, exportGameAtPhaseStart, readGameFile, type GameFile } from './game-file.ts';
import { Refusal } from './links.ts';
import { uniqueNames } from './names.ts';
import { openGameFile, sealGameFile } from './sealed-file.ts';

export function fileForExport(record: GameRecord, entries: StoredJournalEntry[], app: string, now: number, passphrase?: string) {
  if (record.status === 'FINISHED') return exportGame(record, entries, app, now);
  if (!passphrase) throw new Refusal('PASSPHRASE_REQUIRED', 'a game still being played is saved only sealed: give a passphrase (8 or more characters)');
  return sealGameFile(exportGameAtPhaseStart(record, entries, app, now), passphrase);
}

/** Opens (if sealed), replays and verifies a game file; refuses with a reason code. */
export function readFileForImport(raw: unknown, passphrase?: string): GameFile {
  const opened = openGameFile(raw, passphrase);
  if (!opened.ok) throw new Refusal(opened.reason, opened.message);
  const parsed = readGameFile(opened.file);
  if (!parsed.ok) throw new Refusal('INVALID_GAME_FILE', parsed.message);
  return parsed.file;
}

/** The lobby record of an imported game (its inputs are loaded next); names made unique like any game's. */
export function recordFromFile(file: GameFile, now: number): GameRecord {
  const names = uniqueNames(file.seats.map((s) => s.name));
  return {
    id: randomUUID(), kind: 'sectors', name: `${file.name} (imported)`, config: file.config as unknown as GameConfig, seed: file.seed,
    seats: file.seats.map((s, i) => ({ player: s.player, name: names[i], kind: s.kind, botLevel: (s.botLevel as SeatInfo['botLevel']) ?? null, lostAt: null })),
    options: { graceMs: 20_000 }, status: 'LOBBY', createdAt: now, finishedAt: null,
  };
}

/** The lobby record of a new game: options checked in full, names made unique, the seed parsed or drawn. */
export function recordForNewGame(command: Omit<CommandOf<'create_game'>, 'type'>, now: number): GameRecord {
  const seats = command.seats;
  // Names are unique in a game: two "Sam"s get "Sam" and "Sam (2)".
  const names = uniqueNames(seats.map((s) => s.name));
  const config: GameConfig = makeConfig(seats.length, { ...(command.options as Partial<GameConfig>), seats: seats.length, playerNames: names });
  const problems = configProblems(config);
  if (problems.length > 0) throw new Refusal('INVALID_CONFIG', problems.join('; '));
  let seed: number;
  if (command.seed === undefined) seed = randomInt(0, 0xffffffff);
  else {
    const parsed = parseSeed(command.seed);
    if (!parsed.ok) throw new Refusal('INVALID_CONFIG', parsed.message);
    seed = parsed.seed;
  }
  return {
    id: randomUUID(), kind: 'sectors',
    name: command.name ?? `Sectors ${new Date(now).toISOString().slice(0, 16).replace('T', ' ')}`,
    config, seed,
    seats: seats.map((s, i): SeatInfo => ({ player: `P${i + 1}`, name: names[i], kind: s.kind, botLevel: s.kind === 'bot' ? (s.botLevel ?? 'random') : null, lostAt: null })),
    options: { graceMs: (command.graceSeconds ?? 20) * 1000 },
    status: 'LOBBY', createdAt: now, finishedAt: null,
  };
}
