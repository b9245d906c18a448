/**
 * Sectors played by a table of its random bots (src-shared/games/sectors/bots/random.ts) through the platform's
 * one game driver (src-shared/platform/testing/module-play.ts, by table rounds: play-rounds.ts): every seat in
 * priority order makes up to three moves of the random bot, then the phase ends by its clock (timed tables, and
 * automatic phases, with probability `timeoutRate`; automatic phases at once with `autoTimeout`) or by every seat
 * readying in priority order. The golden games, the invariant fuzzer, the event samples and the long-game view
 * tests are played this way; their recorded inputs replay to the same state from `create` (I-12).
 */
import type { BaseInput } from '../../src-shared/platform/module.ts';
import { playModuleGame, type InputOutcome, type PlayResult, type TableRounds } from '../../src-shared/platform/testing/module-play.ts';
import { defaultBotSeed } from '../../src-shared/platform/testing/sim-stats.ts';
import { seedRng, type Rng } from '../../src-shared/rng.ts';
import { chooseAction, type BotOptions } from '../../src-shared/games/sectors/bots/random.ts';
import { applyInPlace, create } from '../../src-shared/games/sectors/engine.ts';
import { sectorsModule } from '../../src-shared/games/sectors/module.ts';
import { applyOverrides, type Overrides } from '../../src-shared/games/sectors/testing/scenario.ts';
import type { GameConfig, GameState, Input } from '../../src-shared/games/sectors/types.ts';

export type SectorsPlay = {
  config: GameConfig;
  /** The game seed (engine). */
  seed: number;
  /** Seed of the bots' own generator; derived from `seed` when absent. */
  botSeed?: number;
  /** State edits right after `create` (a small bank, rich players); `replaySectors` must be given the same. */
  overrides?: Overrides;
  bot?: BotOptions;
  /** Chance that a phase ends by TIMEOUT instead of everyone READY (timed tables; automatic phases always qualify). */
  timeoutRate?: number;
  /** End every automatic phase with one TIMEOUT, as the host does when the review time is over. */
  autoTimeout?: boolean;
  /** Invariants after every phase change (default), after every accepted input, or never. */
  invariants?: 'phase' | 'input' | 'off';
  maxInputs?: number;
  /** Extra inputs fed before the bots of each round (fuzzing); a refused one must change nothing. */
  interject?: (s: GameState, rng: Rng, inputIndex: number) => Input[];
  onInput?: (s: GameState, input: Input, index: number, outcome: InputOutcome) => void;
  /** Keep the input list (default true). */
  record?: boolean;
};

export type SectorsPlayed = PlayResult & { finalState: GameState; inputs: Input[] };

/** The random bots' table: priority order, three moves a seat, the clock only at a timed table. */
export function sectorsTable(config: GameConfig, bot: BotOptions = {}, autoTimeout = false): TableRounds {
  return {
    choose: (s, seat, rng) => chooseAction(s as GameState, seat, rng, bot),
    seats: (s) => (s as GameState).priority,
    movesPerSeat: 3,
    timed: config.timerMode === 'TIMED',
    displayTimeout: autoTimeout,
  };
}

export function playSectors(o: SectorsPlay): SectorsPlayed {
  const invariants = o.invariants ?? 'phase';
  const { overrides, interject, onInput } = o;
  return playModuleGame({
    module: sectorsModule,
    config: o.config,
    seed: o.seed,
    start: overrides ? (s) => applyOverrides(s as GameState, overrides) : undefined,
    playerOf: () => 'legal',
    rng: seedRng(o.botSeed ?? defaultBotSeed(o.seed)),
    timeoutRate: o.timeoutRate ?? 0,
    checkInvariants: invariants !== 'off',
    invariantsAt: invariants === 'phase' ? 'window' : 'input',
    record: o.record ?? true,
    maxInputs: o.maxInputs,
    interject: interject ? (s, rng, index) => interject(s as GameState, rng, index) as BaseInput[] : undefined,
    onInput: onInput ? (s, input, index, outcome) => onInput(s as GameState, input as Input, index, outcome) : undefined,
    table: sectorsTable(o.config, o.bot, o.autoTimeout),
  }) as SectorsPlayed;
}

/** Replays recorded inputs from `create` (and the same overrides); refused inputs are refused again and change nothing. */
export function replaySectors(config: GameConfig, seed: number, inputs: readonly Input[], overrides?: Overrides): GameState {
  const s = create(config, seed);
  if (overrides) applyOverrides(s, overrides);
  for (const input of inputs) applyInPlace(s, input);
  return s;
}
