/**
 * Game driver for the simulator, fuzzing and benchmarks: plays one complete game with random-legal bots
 * on the engine's fast path (`applyInPlace`). Each phase: every seat may act (up to a few inputs, in
 * priority order), then the phase is ended the way a table ends it — every seat READY, or (timed games,
 * when asked) a TIMEOUT. Invariants are checked whenever the phase changed (or after every input).
 *
 * The result carries the full input list, so `replay(config, seed, inputs)` rebuilds the same game (I-12).
 * Pure: no clock, no system randomness; the bots draw from their own generator seeded from `botSeed`.
 */
import { bump, defaultBotSeed, distribution, sortedCounts, type Distribution } from '../../../platform/testing/sim-stats.ts';
import { seedRng, type Rng } from '../../../rng.ts';
import { chance, chooseAction, type BotOptions } from '../bots/random.ts';
import { isActionablePhase } from '../data.ts';
import { applyInPlace, create } from '../engine.ts';
import { checkInvariants } from '../invariants.ts';
import { applyOverrides, type Overrides } from './scenario.ts';
import type { GameConfig, GameEvent, GameState, Input, Ranking } from '../types.ts';

export { defaultBotSeed, distribution, type Distribution } from '../../../platform/testing/sim-stats.ts';

export type InvariantMode = 'phase' | 'input' | 'off';

export type SimOptions = {
  config: GameConfig;
  /** The game seed (engine). */
  seed: number;
  /**
   * State overrides applied right after `create` (scenario support; I-1 is kept through OUTSIDE), e.g. a
   * small bank so that it breaks, or richer players. `replay` must be given the same overrides.
   */
  overrides?: Overrides;
  /** Seed of the bots' own generator; derived from `seed` when absent. */
  botSeed?: number;
  bot?: BotOptions;
  /** Chance that a phase is ended by TIMEOUT instead of everyone READY (timed mode; automatic phases always qualify). */
  timeoutRate?: number;
  /** End every automatic phase with one TIMEOUT, as the host does when the review time is over. */
  autoTimeout?: boolean;
  /** When to run `checkInvariants`: whenever the phase changed (default), after every input, or never. */
  invariants?: InvariantMode;
  /** Most inputs one seat sends in one phase before it is made READY (default 3). */
  maxActionsPerSeat?: number;
  /** Safety stop: a game that needs more inputs than this ends as STUCK (default 200,000). */
  maxInputs?: number;
  /**
   * Extra inputs (fuzzing): called before the bots act in each phase round; whatever it returns is fed
   * first. A refused extra input must leave the state byte-identical (checked, reported as an error).
   */
  interject?: (s: GameState, rng: Rng, inputIndex: number) => Input[];
  /** Called after every input with its result (transcripts, timing). */
  onInput?: (s: GameState, input: Input, index: number, result: InputOutcome) => void;
  /** Keep the input list in the result (default true). */
  recordInputs?: boolean;
};

export type InputOutcome = { ok: true; events: GameEvent[]; phaseChanged: boolean } | { ok: false; reason: string };

export type SimProblem = { inputIndex: number; turn: number; phase: string; id: string; message: string };

export type SimResult = {
  seed: number;
  botSeed: number;
  players: number;
  turns: number;
  endReason: 'BANK_BROKEN' | 'MAX_TURNS' | 'STUCK' | 'ERROR';
  ranking: Ranking;
  winnerNetWorth: number | null;
  inputCount: number;
  /** Phases entered (PHASE_STARTED events), including those that ended at once. */
  phases: number;
  /** Inputs the engine refused, by reason code (§13). */
  refused: Record<string, number>;
  /** Orders rejected and company actions skipped at resolution, by reason code. */
  resolutionRejections: Record<string, number>;
  /** Invariant violations (must be none). */
  violations: SimProblem[];
  /** Thrown inputs, refused inputs that changed the state, games that did not end (must be none). */
  errors: SimProblem[];
  inputs: Input[];
  finalState: GameState;
};

class Stop extends Error {}

export function simulateGame(o: SimOptions): SimResult {
  const s = start(o.config, o.seed, o.overrides);
  const botSeed = o.botSeed ?? defaultBotSeed(o.seed);
  const rng = seedRng(botSeed);
  const mode = o.invariants ?? 'phase';
  const maxActions = o.maxActionsPerSeat ?? 3;
  const maxInputs = o.maxInputs ?? 200_000;
  const record = o.recordInputs ?? true;
  const timed = o.config.timerMode === 'TIMED';
  const inputs: Input[] = [];
  let inputCount = 0;
  let phases = 1;
  const refused: Record<string, number> = {};
  const resolution: Record<string, number> = {};
  const violations: SimProblem[] = [];
  const errors: SimProblem[] = [];
  let endReason: SimResult['endReason'] | null = null;

  const problem = (id: string, message: string): SimProblem => ({ inputIndex: inputCount - 1, turn: s.turn, phase: s.phase, id, message });

  /** Applies one input; true when the phase changed (or the game ended). */
  const feed = (input: Input, verify = false): boolean => {
    const index = inputCount;
    inputCount += 1;
    if (record) inputs.push(input);
    const serial = s.phaseSerial;
    const before = verify ? JSON.stringify(s) : '';
    let result;
    try {
      result = applyInPlace(s, input);
    } catch (err) {
      errors.push(problem('THROW', `input ${JSON.stringify(input)} threw: ${(err as Error).stack ?? err}`));
      endReason = 'ERROR';
      throw new Stop();
    }
    const phaseChanged = s.phaseSerial !== serial || s.status !== 'RUNNING';
    if (!result.ok) {
      bump(refused, result.reason);
      if (verify && JSON.stringify(s) !== before) {
        errors.push(problem('REFUSAL_CHANGED_STATE', `refused input ${JSON.stringify(input)} (${result.reason}) changed the state`));
        endReason = 'ERROR';
        throw new Stop();
      }
      o.onInput?.(s, input, index, { ok: false, reason: result.reason });
      return false;
    }
    for (const e of result.events) {
      if (e.type === 'PHASE_STARTED') phases += 1;
      else if (e.type === 'ORDER_REJECTED' || e.type === 'COMPANY_ACTION_SKIPPED') bump(resolution, String(e.reason));
    }
    if (mode === 'input' || (mode === 'phase' && phaseChanged)) {
      for (const v of checkInvariants(s, phaseChanged)) violations.push(problem(v.id, v.message));
    }
    o.onInput?.(s, input, index, { ok: true, events: result.events, phaseChanged });
    return phaseChanged;
  };

  try {
    while (s.status === 'RUNNING') {
      if (inputCount > maxInputs) {
        errors.push(problem('STUCK', `no end after ${inputCount} inputs`));
        endReason = 'STUCK';
        break;
      }
      const serial = s.phaseSerial;
      const changed = () => s.phaseSerial !== serial || s.status !== 'RUNNING';

      if (o.interject) {
        for (const extra of o.interject(s, rng, inputCount)) {
          feed(extra, true);
          if (changed()) break;
        }
        if (changed()) continue;
      }

      const actionable = isActionablePhase(s.phase);
      if (actionable) {
        seats: for (const p of [...s.priority]) {
          for (let k = 0; k < maxActions; k++) {
            const a = chooseAction(s, p, rng, o.bot);
            if (!a || a.type === 'READY') break;
            if (feed(a)) break seats;
          }
        }
        if (changed()) continue;
      }

      const canTimeOut = timed || !actionable;
      if ((!actionable && o.autoTimeout) || (canTimeOut && o.timeoutRate && chance(rng, o.timeoutRate))) {
        feed({ type: 'TIMEOUT', phaseSerial: serial });
        continue;
      }
      for (const p of [...s.priority]) {
        if (s.inputs.ready.includes(p)) continue;
        if (feed({ type: 'READY', player: p })) break;
      }
      if (!changed()) feed({ type: 'TIMEOUT', phaseSerial: serial });
    }
  } catch (err) {
    if (!(err instanceof Stop)) throw err;
  }

  const ranking = s.ranking ?? [];
  return {
    seed: o.seed,
    botSeed,
    players: o.config.seats,
    turns: s.turn,
    endReason: endReason ?? s.endReason ?? 'STUCK',
    ranking,
    winnerNetWorth: ranking.length > 0 ? ranking[0].netWorth : null,
    inputCount,
    phases,
    refused,
    resolutionRejections: resolution,
    violations,
    errors,
    inputs,
    finalState: s,
  };
}

function start(config: GameConfig, seed: number, overrides?: Overrides): GameState {
  const s = create(config, seed);
  if (overrides) applyOverrides(s, overrides);
  return s;
}

/** Replays recorded inputs from `create` (I-12); refused inputs are refused again and change nothing. */
export function replay(config: GameConfig, seed: number, inputs: readonly Input[], overrides?: Overrides): GameState {
  const s = start(config, seed, overrides);
  for (const input of inputs) applyInPlace(s, input);
  return s;
}

// ---------------------------------------------------------------- aggregation (CLI, benchmarks)

export type SimSummary = {
  games: number;
  players: number;
  turns: Distribution | null;
  endReasons: Record<string, number>;
  winnerNetWorth: Distribution | null;
  inputs: { total: number; perGame: Distribution | null };
  refusedInputs: Record<string, number>;
  resolutionRejections: Record<string, number>;
  invariantViolations: number;
  errors: number;
  /** The first few problems, with seed and input index, for reproduction. */
  problems: (SimProblem & { seed: number })[];
};

/** What `summarize` reads of a game: everything but its final state. */
export type SimRecord = Omit<SimResult, 'finalState'>;

export function summarize(results: readonly SimRecord[]): SimSummary {
  const endReasons: Record<string, number> = {};
  const refusedInputs: Record<string, number> = {};
  const resolutionRejections: Record<string, number> = {};
  const problems: (SimProblem & { seed: number })[] = [];
  let violations = 0;
  let errors = 0;
  for (const r of results) {
    bump(endReasons, r.endReason);
    for (const [k, v] of Object.entries(r.refused)) refusedInputs[k] = (refusedInputs[k] ?? 0) + v;
    for (const [k, v] of Object.entries(r.resolutionRejections)) resolutionRejections[k] = (resolutionRejections[k] ?? 0) + v;
    violations += r.violations.length;
    errors += r.errors.length;
    for (const p of [...r.errors, ...r.violations]) if (problems.length < 10) problems.push({ seed: r.seed, ...p });
  }
  const winners = results.map((r) => r.winnerNetWorth).filter((w): w is number => w !== null);
  return {
    games: results.length,
    players: results[0]?.players ?? 0,
    turns: distribution(results.map((r) => r.turns)),
    endReasons: sortedCounts(endReasons),
    winnerNetWorth: distribution(winners),
    inputs: { total: results.reduce((n, r) => n + r.inputCount, 0), perGame: distribution(results.map((r) => r.inputCount)) },
    refusedInputs: sortedCounts(refusedInputs),
    resolutionRejections: sortedCounts(resolutionRejections),
    invariantViolations: violations,
    errors,
    problems,
  };
}
