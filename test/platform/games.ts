/**
 * The games every platform test runs against, and generic helpers that know no game: a session on a
 * simulated clock, a host on a temp dir with this build's registry and in-process bots, random legal moves.
 * Anything game-specific a test needs lives in the game's own case (src-shared/games/<kind>/testing/platform-case.ts),
 * found here by its path: adding a game folder with a case runs every platform test on it; no list names the games.
 */
/// <reference types="vite/client" />
import { SimulatedClock } from 'xstate';
import { bootHost, type BootedHost } from '../../src-main/app/boot.ts';
import { gameRegistry } from '../../src-shared/games/registry.ts';
import { inProcessBots } from '../../src-shared/platform/bots.ts';
import type { AnyGameModule, BaseInput } from '../../src-shared/platform/module.ts';
import type { PlatformCase } from '../../src-shared/platform/platform-case.ts';
import { DEFAULT_TABLE_OPTIONS, type TableOptions } from '../../src-shared/platform/table-options.ts';
import { activeWindow, type GameWindow } from '../../src-shared/platform/windows.ts';
import { pick, type Rng } from '../../src-shared/rng.ts';
import { SessionRunner, sessionWindow } from '../../src-shared/session/runner.ts';
import { seats as seatsOf } from '../helpers/session.ts';

/** A game as the platform tests run it: its module and its case (src-shared/platform/platform-case.ts). */
export type GameCase = PlatformCase & { kind: string; module: AnyGameModule };

/** Where a game keeps its case, and the kind a case file's path names. */
export const PLATFORM_CASE_PATH = (kind: string) => `src-shared/games/${kind}/testing/platform-case.ts`;
const CASE_FILES = import.meta.glob<{ platformCase?: PlatformCase }>('../../src-shared/games/*/testing/platform-case.ts', { eager: true });
const kindOfCaseFile = (path: string): string => /games\/([^/]+)\/testing\//.exec(path)![1];

/** Each case file found, by the kind its folder names (test/platform/contract.test.ts checks them against the registry). */
export const CASES_FOUND: ReadonlyMap<string, PlatformCase | undefined> = new Map(Object.entries(CASE_FILES).map(([path, file]) => [kindOfCaseFile(path), file.platformCase]));

/** Every registered game that has a case, in the registry's order: `describe.each(GAME_CASES)` runs a test on each. */
export const GAME_CASES: GameCase[] = gameRegistry.kinds().flatMap((kind) => {
  const found = CASES_FOUND.get(kind);
  return found ? [{ ...found, kind, module: gameRegistry.get(kind)! }] : [];
});

/** Lot Auction: the one game with a sequential window under an interrupt, which some platform tests single out. */
export const AUCTION_CASE = GAME_CASES.find((c) => c.kind === 'auction')!;

/** Bots of every game of this build, deciding on the caller's thread (the hard bot never runs out of time). */
export const bots = inProcessBots(gameRegistry);


/** A session of `game` on a simulated clock, started at t = 0. */
export function startSession(game: GameCase, kinds: ('human' | 'bot')[], table: Partial<TableOptions> = {}, seed = 7) {
  const clock = new SimulatedClock();
  const seats = seatsOf(kinds);
  const runner = new SessionRunner(game.module, { gameId: 'test', kind: game.kind, seats, options: { graceMs: 20_000 } }, { clock, bots, botThinkMs: 0 });
  const t: TableOptions = { ...DEFAULT_TABLE_OPTIONS, ...table };
  const config = game.module.config.make(seats.length, seats.map((s) => s.name), game.options, t);
  runner.send({ type: 'START', at: clock.now(), config, seed, table: t });
  game.prepare?.(runner.context.engine);
  const window = (): GameWindow => sessionWindow(game.module, runner.context)!;
  return { clock, runner, window, engine: () => runner.context.engine };
}

/** A random input the rules accept now from a seat of the active window (null if none: then only time helps). */
export function randomLegal(module: AnyGameModule, state: unknown, rng: Rng): BaseInput | null {
  const window = activeWindow(module.windows(state));
  if (!window) return null;
  const options = window.seats.flatMap((p) => module.legalActions(state, p) as BaseInput[]);
  return options.length === 0 ? null : pick(rng, options);
}

/**
 * A host over `dataDir` on `clock` with this build's games and bots (no rate limit: simulated time barely moves;
 * dashboards get the roster after every change, classStateMs 0, as the tests read it after each command).
 */
export function bootTest(dataDir: string, clock = new SimulatedClock()): { booted: BootedHost; clock: SimulatedClock } {
  const booted = bootHost(dataDir, { clock, bots, botThinkMs: 0, heartbeatMs: 250, classStateMs: 0, rateLimit: { capacity: 1e9, perSecond: 1e9 } });
  return { booted, clock };
}

/** The in-process client of the host tests: it acts on the active window's id from its last view (any game). */
export { LocalClient as Client } from '../helpers/host.ts';
import { LocalClient } from '../helpers/host.ts';

/** Moves simulated time forward in steps so timers fire in order. */
export { advanceBy as advance } from '../helpers/session.ts';

/** An input as an `act` sends it: the host fills `player` in from the seat that acts. */
export function actionOf(input: BaseInput): Record<string, unknown> {
  const { player: _player, ...action } = input;
  return action;
}

/**
 * A started game of `game` on `booted` with one human seat per name, each held by its own in-process client
 * (`clients[k]` holds seat `P${k + 1}`), and the facilitator's client that created it.
 */
export function seatedTable(booted: BootedHost, game: GameCase, names: readonly string[], seed: number, options: Record<string, unknown>) {
  const facilitator = new LocalClient(booted);
  const seats = names.map((name) => ({ name, kind: 'human' }));
  const created = facilitator.request({ type: 'create_game', game: game.kind, seats, seed, options }) as { type: string; gameId: string; joinCode: string };
  if (created.type !== 'game_created') throw new Error(`${game.kind}: create_game was refused: ${JSON.stringify(created)}`);
  const players = names.map((_, k) => `P${k + 1}`);
  const clients = players.map((seat) => {
    const c = new LocalClient(booted);
    const joined = c.request({ type: 'join', code: created.joinCode, seat }) as { type: string };
    if (joined.type !== 'joined') throw new Error(`${game.kind}: ${seat} could not join: ${JSON.stringify(joined)}`);
    return c;
  });
  const started = facilitator.request({ type: 'start_game', gameId: created.gameId }) as { type: string };
  if (started.type !== 'ack') throw new Error(`${game.kind}: start_game was refused: ${JSON.stringify(started)}`);
  return { id: created.gameId, players, clients, facilitator };
}
