import { SimulatedClock } from 'xstate';
import { policyFor } from '../../src-shared/games/sectors/bots/index.ts';
import { makeConfig } from '../../src-shared/games/sectors/config.ts';
import { sectorsModule } from '../../src-shared/games/sectors/module.ts';
import type { GameConfig, GameState } from '../../src-shared/games/sectors/types.ts';
import { botSeed, type BotService } from '../../src-shared/platform/bots.ts';
import { seedRng } from '../../src-shared/rng.ts';
import { SessionRunner } from '../../src-shared/session/runner.ts';
import type { SeatInfo } from '../../src-shared/session/types.ts';

const randomLegal = policyFor('random');

/** Random-legal bots for every bot seat, whatever its level, deciding at once on the caller's thread. */
export const randomBots: BotService = { decide: (req) => randomLegal(req.state as GameState, req.player, seedRng(req.rngSeed)) };

/** The Sectors state inside a session context (the platform types it `unknown`). */
export const engineOf = (ctx: { engine: unknown }): GameState => ctx.engine as GameState;

export function seats(kinds: ('human' | 'bot')[]): SeatInfo[] {
  return kinds.map((kind, i) => ({ player: `P${i + 1}`, name: `Seat ${i + 1}`, kind, botLevel: kind === 'bot' ? 'random' : null, lostAt: null }));
}

/** A session on a simulated clock, started at t = 0 with the given seats and options. */
export function startSession(kinds: ('human' | 'bot')[], options: Partial<GameConfig> = {}, seed = 7, extra: { graceMs?: number; botThinkMs?: number } = {}) {
  const clock = new SimulatedClock();
  const runner = new SessionRunner(
    sectorsModule,
    { gameId: 'test', kind: 'sectors', seats: seats(kinds), options: extra.graceMs !== undefined ? { graceMs: extra.graceMs } : {} },
    { clock, bots: randomBots, botThinkMs: extra.botThinkMs ?? 0 },
  );
  runner.send({ type: 'START', at: clock.now(), config: makeConfig(kinds.length, options), seed });
  return { clock, runner };
}

/** Moves simulated time forward in steps so timers fire in order. */
export function advanceBy(clock: SimulatedClock, ms: number, step = 1000): void {
  let left = ms;
  while (left > 0) {
    const d = Math.min(step, left);
    clock.increment(d);
    left -= d;
  }
}

/** The random bot's inputs for `player` now, drawn as the session would draw them (seeded by game seed, phase and seat). */
export function randomMove(s: GameState, player: string) {
  return randomLegal(s, player, seedRng(botSeed(s.seed, s.phaseSerial, s.players.findIndex((p) => p.id === player))));
}
