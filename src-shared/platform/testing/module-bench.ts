/**
 * `npm run bench:engine` for any game: engine throughput through the module contract, as the session drives it.
 * 1. Not timed: random-legal players (or one bot level) play `games` games through `playModuleGame`, recording
 *    their inputs; a game that does not end by its rules is an error (the bench measures nothing broken).
 * 2. Timed, per round: every recorded game replayed from `create` through `applyInPlace`, with `windows` read
 *    after each input as the session reads them — complete games per second of engine work alone.
 * 3. Timed per input, once: the slowest single `applyInPlace` and the phase it was applied in.
 * Timings need a clock, so `now` is passed in (the CLI passes its monotonic clock: src-shared reads none itself).
 */
import { seedRng } from '../../rng.ts';
import type { AnyGameModule, BaseInput } from '../module.ts';
import { playModuleGame, type SeatPlayer } from './module-play.ts';
import { defaultBotSeed } from './sim-stats.ts';

type Recorded = { seed: number; inputs: BaseInput[] };

export type ModuleBenchResult = {
  games: number;
  inputsPerGame: number;
  /** Games per second while the players decide (recording, invariants off). */
  withPlayersGamesPerSecond: number;
  engineGamesPerSecond: { best: number; median: number; rounds: number[] };
  slowestInput: { ms: number; phase: string | null; turn: number | null; type: string; seed: number };
};

const round1 = (x: number) => Math.round(x * 10) / 10;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

export function benchModule(
  module: AnyGameModule,
  o: { config: unknown; games: number; rounds: number; firstSeed: number; player: SeatPlayer; timeoutRate: number; now: () => number },
): ModuleBenchResult {
  const recorded: Recorded[] = [];
  let inputs = 0;
  const t0 = o.now();
  for (let i = 0; i < o.games; i++) {
    const seed = (o.firstSeed + i) >>> 0;
    const r = playModuleGame({ module, config: o.config, seed, playerOf: () => o.player, rng: seedRng(defaultBotSeed(seed)), timeoutRate: o.timeoutRate, checkInvariants: false, record: true });
    if (r.stopped !== null) throw new Error(`seed ${seed}: play stopped (${r.stopped}): ${r.errors[0]?.message ?? ''}`);
    recorded.push({ seed, inputs: r.inputs });
    inputs += r.inputs.length;
  }
  const recordSeconds = (o.now() - t0) / 1000;

  const replayAll = (): number => {
    const started = o.now();
    for (const g of recorded) {
      const state = module.create(o.config, g.seed);
      for (const input of g.inputs) {
        module.applyInPlace(state, input);
        module.windows(state);
      }
      if (module.status(state) !== 'ENDED') throw new Error(`seed ${g.seed} did not end on replay`);
    }
    return (o.now() - started) / 1000;
  };
  replayAll(); // warm-up
  const rates: number[] = [];
  for (let i = 0; i < o.rounds; i++) rates.push(o.games / replayAll());

  let slowest: ModuleBenchResult['slowestInput'] = { ms: -1, phase: null, turn: null, type: '', seed: 0 };
  for (const g of recorded) {
    const state = module.create(o.config, g.seed);
    for (const input of g.inputs) {
      const at = module.summary(state);
      const started = o.now();
      module.applyInPlace(state, input);
      const ms = o.now() - started;
      if (ms > slowest.ms) slowest = { ms, phase: at.phase, turn: at.turn, type: input.type, seed: g.seed };
    }
  }
  return {
    games: o.games,
    inputsPerGame: Math.round(inputs / o.games),
    withPlayersGamesPerSecond: round1(o.games / recordSeconds),
    engineGamesPerSecond: { best: round1(Math.max(...rates)), median: round1(median(rates)), rounds: rates.map(round1) },
    slowestInput: { ...slowest, ms: Math.round(slowest.ms * 1000) / 1000 },
  };
}
