/**
 * How the session asks for bot moves. A `BotService` may answer at once (in-process: tools, tests) or
 * later (the host's worker threads, so a hard bot's think time never stalls other tables). Either way the
 * answer becomes one journaled BOTS_ACT event, so replays never ask a bot again.
 */
import { seedRng } from '../rng.ts';
import type { AnyGameModule, BaseInput, GameRegistry } from './module.ts';
import type { BotLevel } from './table-options.ts';
import type { SeatId } from './windows.ts';

export type BotRequest = {
  kind: string;
  /** The game state at the moment the bots act (a worker receives a structured clone). */
  state: unknown;
  player: SeatId;
  level: BotLevel;
  /** Seeds the bot's generator: fixed by (game seed, window, seat), so replays and restarts agree. */
  rngSeed: number;
  budgetMs?: number;
};

export interface BotService {
  decide(request: BotRequest): BaseInput[] | Promise<BaseInput[]>;
  /** Stops worker threads, if any. */
  close?(): Promise<void> | void;
}

/** The level a bot seat of this game gets when none is named: medium where the game has it, else its strongest. */
export function defaultBotLevel(module: AnyGameModule): BotLevel {
  return module.bots.levels.includes('medium') ? 'medium' : module.bots.levels[module.bots.levels.length - 1];
}

/** The level a hint plays: the game's strongest (hard where it has it; a learner asks what the best bot would do). */
export function hintLevel(module: AnyGameModule): BotLevel {
  return module.bots.levels[module.bots.levels.length - 1];
}

/**
 * The bot request behind a hint: the game's strongest level, on the state as `player` may know it (a copy:
 * advice never touches the game), seeded like a bot in that seat and window.
 */
export function hintRequest(module: AnyGameModule, state: unknown, player: SeatId, rngSeed: number): BotRequest {
  const seen = module.hints?.seatState ? module.hints.seatState(state, player) : module.copy(state);
  return { kind: module.meta.kind, state: seen, player, level: hintLevel(module), rngSeed };
}

/** Whether the game plays this level (a level it lacks is refused, never quietly played as another). */
export function playsLevel(module: AnyGameModule, level: BotLevel): boolean {
  return module.bots.levels.includes(level);
}

/** The generator seed of one bot decision; the same formula Sectors used before modules, so old games agree. */
export function botSeed(gameSeed: number, windowId: number, seatIndex: number): number {
  return (Math.imul(gameSeed ^ 0x9e3779b9, 31) + windowId * 1009 + seatIndex * 7919) >>> 0;
}

/** Runs one request on a module in this thread (the worker calls this too). */
export function decideWith(module: AnyGameModule, request: BotRequest, now?: () => number): BaseInput[] {
  return module.bots.decide(request.state, request.player, { level: request.level, rng: seedRng(request.rngSeed), now, budgetMs: request.budgetMs });
}

/** Bots decided on the caller's thread. Without `now`, time-budgeted bots never run out of time (deterministic). */
export function inProcessBots(registry: GameRegistry, now?: () => number, budgetMs?: number): BotService {
  return {
    decide(request) {
      const module = registry.get(request.kind);
      if (!module) throw new Error(`no game module for kind "${request.kind}"`);
      return decideWith(module, { budgetMs, ...request }, now);
    },
  };
}
