/**
 * The games every platform test runs against, and generic helpers that know no game: a session on a
 * simulated clock, a host on a temp dir with this build's registry and in-process bots, random legal moves.
 * Anything game-specific a test needs lives in `GameCase`, so adding a game here runs every platform test on it.
 */
import { SimulatedClock } from 'xstate';
import { bootHost, type BootedHost } from '../../src-main/app/boot.ts';
import { auctionModule } from '../../src-shared/games/auction/module.ts';
import { gameRegistry } from '../../src-shared/games/registry.ts';
import { sectorsModule } from '../../src-shared/games/sectors/module.ts';
import type { Sr1876Game } from '../../src-shared/games/sr1876/live/types.ts';
import { sr1876Module } from '../../src-shared/games/sr1876/module.ts';
import { updateControl, touchHolding } from '../../src-shared/games/tycoon/control.ts';
import type { TycoonGame } from '../../src-shared/games/tycoon/live/types.ts';
import { tycoonModule } from '../../src-shared/games/tycoon/module.ts';
import type { CompanyId } from '../../src-shared/games/tycoon/types.ts';
import type { GameState as SectorsState } from '../../src-shared/games/sectors/types.ts';
import { inProcessBots } from '../../src-shared/platform/bots.ts';
import type { AnyGameModule, BaseInput } from '../../src-shared/platform/module.ts';
import { DEFAULT_TABLE_OPTIONS, type TableOptions } from '../../src-shared/platform/table-options.ts';
import { activeWindow, type GameWindow } from '../../src-shared/platform/windows.ts';
import { pick, type Rng } from '../../src-shared/rng.ts';
import { SessionRunner, sessionWindow } from '../../src-shared/session/runner.ts';
import { seats as seatsOf } from '../helpers/session.ts';

export type GameCase = {
  kind: string;
  module: AnyGameModule;
  /** Game options for a short game (create_game `options`, without table keys). */
  options: Record<string, unknown>;
  /** Inputs a sealed window accepts whose effect the rules make public (the secrecy test leaves them out). */
  publicAct(state: unknown, input: BaseInput): boolean;
  /**
   * Edits a freshly started state so that sealed windows come early (tests that never replay the journal use
   * it: the edit is not an input). Tycoon needs it: nobody can afford control of a company in year 1.
   */
  prepare?(state: unknown): void;
  /** The seed of the running-game file test, whose plain play must reach a sealed window (default 32). */
  sealedFileSeed?: number;
  /**
   * An input that opens the game's sealed window from where play stands, or null to let the clock move play on
   * (the session-clock test). The stock round needs it: only a sale opens its sealed offer pass, and timed-out
   * turns are passes.
   */
  openSealed?(state: unknown): BaseInput | null;
};

/** The stock round: the turn's seat sells one share of a company it holds, which opens an offer pass. */
function sr1876OpenSealed(state: unknown): BaseInput | null {
  const core = (state as Sr1876Game).core;
  if (core.step !== 'TURN' || !core.turn || (state as Sr1876Game).review) return null;
  const seat = core.turn.seat;
  const company = core.companyOrder.find((code) => core.players[seat].holdings[code] > 0);
  return company ? ({ type: 'sell', player: `P${seat + 1}`, company, count: 1 } as BaseInput) : null;
}

/** Tycoon: P1 chairs ATL with P2 as its Director, P2 chairs TTN with P1 as its Director (shares are given). */
function tycoonPrepare(state: unknown): void {
  const s = (state as TycoonGame).core;
  const give = (seat: number, company: CompanyId, qty: number) => {
    s.players[seat].holdings[company] += qty;
    s.companies[company].supply -= qty;
    touchHolding(s, seat, company);
  };
  give(0, 'ATL', 100_000);
  give(1, 'ATL', 60_000);
  give(1, 'TTN', 100_000);
  give(0, 'TTN', 50_000);
  for (const company of ['ATL', 'TTN'] as const) updateControl({ s, events: [] }, company);
}

/** Sectors: cancelling a limit order placed before this sub-round is public, it was revealed already (stock/orders.ts). */
function sectorsPublicAct(state: unknown, input: BaseInput): boolean {
  if (input.type !== 'CANCEL_LIMIT_ORDER') return false;
  const s = state as SectorsState;
  const o = s.orders.find((x) => x.id === (input as { orderId?: number }).orderId);
  return !s.config.ordersConcealed || !o || o.turn !== s.turn || o.subRound !== s.subRound;
}

export const GAME_CASES: GameCase[] = [
  { kind: 'sectors', module: sectorsModule, options: { maxTurns: 8 }, publicAct: sectorsPublicAct },
  { kind: 'auction', module: auctionModule, options: { rounds: 2 }, publicAct: () => false },
  // Strategist: every window kind (sealed P1/E1/E3/E9, buyback interrupts, E5 turns, display steps) can occur.
  { kind: 'tycoon', module: tycoonModule, options: { mode: 'strategist', years: 10 }, publicAct: () => false, prepare: tycoonPrepare, sealedFileSeed: 35 },
  // Two rounds: declarations, turns, sealed offer passes interrupting a turn, and the round-end review twice.
  { kind: 'sr1876', module: sr1876Module, options: { rounds: 2 }, publicAct: () => false, openSealed: sr1876OpenSealed },
];

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

/** A host over `dataDir` on `clock` with this build's games and bots (no rate limit: simulated time barely moves). */
export function bootTest(dataDir: string, clock = new SimulatedClock()): { booted: BootedHost; clock: SimulatedClock } {
  const booted = bootHost(dataDir, { clock, bots, botThinkMs: 0, heartbeatMs: 250, rateLimit: { capacity: 1e9, perSecond: 1e9 } });
  return { booted, clock };
}

/** The in-process client of the host tests: it acts on the active window's id from its last view (any game). */
export { LocalClient as Client } from '../helpers/host.ts';

/** Moves simulated time forward in steps so timers fire in order. */
export { advanceBy as advance } from '../helpers/session.ts';

/** An input as an `act` sends it: the host fills `player` in from the seat that acts. */
export function actionOf(input: BaseInput): Record<string, unknown> {
  const { player: _player, ...action } = input;
  return action;
}
