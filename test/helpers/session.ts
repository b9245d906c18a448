import { SimulatedClock } from 'xstate';
import { policyFor } from '../../src-shared/games/sectors/bots/index.ts';
import { makeConfig } from '../../src-shared/games/sectors/config.ts';
import type { GameConfig } from '../../src-shared/games/sectors/types.ts';
import { SessionRunner, type BotPolicy } from '../../src-shared/session/runner.ts';
import type { SeatInfo } from '../../src-shared/session/types.ts';

const randomLegal = policyFor('random');

/** Random-legal bots for every bot seat, whatever its level (the session's policy shape). */
export const randomBots: BotPolicy = (engine, player, _level, rng) => randomLegal(engine, player, rng);

export function seats(kinds: ('human' | 'bot')[]): SeatInfo[] {
  return kinds.map((kind, i) => ({ player: `P${i + 1}`, name: `Seat ${i + 1}`, kind, botLevel: kind === 'bot' ? 'random' : null, lostAt: null }));
}

/** A session on a simulated clock, started at t = 0 with the given seats and options. */
export function startSession(kinds: ('human' | 'bot')[], options: Partial<GameConfig> = {}, seed = 7, extra: { graceMs?: number; botThinkMs?: number } = {}) {
  const clock = new SimulatedClock();
  const runner = new SessionRunner(
    { gameId: 'test', seats: seats(kinds), options: extra.graceMs !== undefined ? { graceMs: extra.graceMs } : {} },
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
