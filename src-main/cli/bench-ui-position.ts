/**
 * The crowded position `npm run bench:ui` opens in the browser, for any game, through its module alone: the most
 * seats the game takes (at most 20), an untimed table with no review time, played forward by its weakest bot
 * level (`random` where the game has it; the platform's driver, module-play.ts) and cut late in the game — at
 * the start of the last window where the page's seat and another act together (else where anyone acts) that
 * opens before `CUT_AT` of the game's inputs and still leaves enough windows for the bench's window changes. Boards fill up as a game goes on,
 * so late is crowded; `--option` makes the game longer where it has such an option (Sectors: maxTurns=23).
 * Also the small update the bench repeats: the other seat readies and takes it back where the game lets it (an
 * input among its legal actions that restores the window), otherwise its player leaves and comes back.
 */
import type { AnyGameModule, BaseInput } from '../../src-shared/platform/module.ts';
import { DEFAULT_TABLE_OPTIONS, type TableOptions } from '../../src-shared/platform/table-options.ts';
import { playModuleGame } from '../../src-shared/platform/testing/module-play.ts';
import { activeWindow, type GameWindow } from '../../src-shared/platform/windows.ts';
import { seedRng } from '../../src-shared/rng.ts';
import { finalOf, GAME_FILE_VERSION, type GameFile } from '../host/game-file.ts';
import { HOST_VERSION } from '../host/version.ts';
import { seatNames } from './game-options.ts';

/** How far into the game the cut may come, as a share of its inputs. */
const CUT_AT = 0.8;
/** The page's seat (the first free one when it joins) and the seat whose small updates it watches. */
export const PAGE_SEAT = 'P1';
export const OTHER_SEAT = 'P2';

export type SmallUpdate = { kind: 'ready'; there: BaseInput; back: BaseInput } | { kind: 'presence' };

export type Crowded = {
  seats: number;
  seed: number;
  /** Windows the bench may end one after another without reaching the game's end. */
  largeUpdates: number;
  /** The position's public view, serialised: how much a board has to show. */
  viewBytes: number;
  summary: { turn: number | null; phase: string | null };
  file: GameFile;
  small: SmallUpdate;
};

const UNTIMED: TableOptions = { ...DEFAULT_TABLE_OPTIONS, timerMode: 'TIMERLESS', reviewSeconds: 0 };

/** The game file of a position: config made for `table`, the accepted inputs that lead there. */
export function gameFile(module: AnyGameModule, name: string, seats: number, seed: number, options: Record<string, unknown>, table: TableOptions, inputs: BaseInput[]): GameFile {
  const names = seatNames(seats);
  const config = module.config.make(seats, names, options, table);
  const state = module.create(config, seed);
  for (const input of inputs) module.applyInPlace(state, input);
  return {
    format: module.meta.fileFormat, version: GAME_FILE_VERSION, game: module.meta.kind, engineVersion: module.meta.engineVersion, table,
    app: HOST_VERSION, name, exportedAt: Date.now(), seed, config: config as GameFile['config'],
    seats: names.map((n, i) => ({ player: `P${i + 1}`, name: n, kind: 'human' as const, botLevel: null })),
    inputs: inputs as GameFile['inputs'], final: finalOf(module, state),
  };
}

/**
 * A seat's way to change only its own line of the roster in window `w` of `state`, and back (bench:ui's other
 * seat; each acting seat of bench:lan): readiness and the input among its legal actions that takes it back, or,
 * in a game without one, its player leaving and coming back.
 */
export function smallUpdate(module: AnyGameModule, state: unknown, w: GameWindow, seat = OTHER_SEAT): SmallUpdate {
  const there = module.inputs.ready(seat);
  const readied = module.copy(state);
  if (!module.applyInPlace(readied, there).ok) return { kind: 'presence' };
  const before = JSON.stringify(w);
  for (const back of module.legalActions(readied, seat) as BaseInput[]) {
    const undone = module.copy(readied);
    if (module.applyInPlace(undone, back).ok && JSON.stringify(activeWindow(module.windows(undone))) === before) return { kind: 'ready', there, back };
  }
  return { kind: 'presence' };
}

/** Plays the game forward on its module and cuts it where the bench opens it (see the file's comment). */
export function crowdedPosition(module: AnyGameModule, options: Record<string, unknown>, largeUpdates: number): Crowded {
  const seats = Math.min(module.meta.players.max, 20);
  const seed = 1;
  const config = module.config.make(seats, seatNames(seats), options, UNTIMED);
  const problems = module.config.problems(config);
  if (problems.length > 0) throw new Error(problems.join(' '));
  const level = module.bots.levels.includes('random') ? 'random' : module.bots.levels[0];
  const accepted: BaseInput[] = [];
  // Where each window opened: after how many accepted inputs, and the window.
  const opened: { at: number; window: GameWindow }[] = [];
  let last: number | null = null;
  const note = (state: unknown) => {
    const w = module.status(state) === 'RUNNING' ? activeWindow(module.windows(state)) : null;
    if (w && w.id !== last) opened.push({ at: accepted.length, window: w });
    last = w?.id ?? null;
  };
  const played = playModuleGame({
    module, config, seed, playerOf: () => level, rng: seedRng(seed), timeoutRate: 0, checkInvariants: false, record: false,
    start: note,
    onInput: (state, input, _i, outcome) => {
      if (!outcome.ok) return;
      accepted.push(input);
      note(state);
    },
  });
  if (played.stopped !== null) throw new Error(`the bots' game did not end: ${JSON.stringify(played.errors[0])}`);
  const shared = (w: GameWindow) => w.kind === 'simultaneous' && w.seats.includes(PAGE_SEAT) && w.seats.includes(OTHER_SEAT);
  // Windows someone acts in, early enough, with how many windows open after each (the bench ends one per large update).
  const acting = opened.map((o, k) => ({ ...o, left: opened.length - k - 1 })).filter((o) => o.window.kind !== 'display' && o.at <= accepted.length * CUT_AT);
  const roomy = acting.filter((o) => o.left >= largeUpdates + 5);
  // A game too short for that is cut at its first such window, and the bench ends as many windows as it has.
  const pool = roomy.length > 0 ? roomy : acting.slice(0, 1);
  // Best a window both seats act in (a ready to toggle); a game without such windows is cut at a window someone acts in.
  const cut = pool.filter((o) => shared(o.window)).at(-1) ?? pool.at(-1);
  if (!cut || cut.left < 2) throw new Error(`${module.meta.title}'s game is too short to measure: no window to cut it at with another after it`);
  const inputs = accepted.slice(0, cut.at);
  const state = module.create(config, seed);
  for (const input of inputs) module.applyInPlace(state, input);
  return {
    seats, seed, largeUpdates: Math.min(largeUpdates, cut.left - 1),
    viewBytes: JSON.stringify(module.views.public(state, Object.fromEntries(seatNames(seats).map((n, i) => [`P${i + 1}`, n])))).length,
    summary: module.summary(state),
    file: gameFile(module, 'Crowded table', seats, seed, options, UNTIMED, inputs),
    small: smallUpdate(module, state, cut.window),
  };
}
