/**
 * Game driver for the simulator, the benchmark and the golden games: plays one complete stock round on the
 * pure engine (`applyInPlace`, no session, no copies) with random-legal players or the module's bots. At each
 * point one seat that may act (an offer pass takes answers in any order) either sends §13's timeout default
 * (with `timeoutRate`) or chooses: uniformly among `candidateActions` (every candidate passes the engine's
 * checks), or by `decideSr1876` at a bot level (its first action).
 *
 * The players draw from their own generator (src-shared/rng.ts), never from the game's (S-D19), so the recorded
 * actions replay to the same game from `init(config)` alone. Pure: no clock, no system randomness.
 */
import { pick, randInt, seedRng, type Rng } from '../../../rng.ts';
import { decideSr1876, type Sr1876BotLevel } from '../bots/index.ts';
import { applyInPlace, init } from '../engine.ts';
import { checkInvariants } from '../invariants.ts';
import { candidateActions, defaultAction } from '../legal.ts';
import { actingSeats } from '../queries.ts';
import type { SrAction, SrConfig, SrState } from '../types.ts';

export type SimLevel = 'random' | Sr1876BotLevel;

export type SimOptions = {
  /** A complete engine config (its seed is the game's seed). */
  config: SrConfig;
  /** Seed of the players' own generator; derived from the game seed when absent. */
  botSeed?: number;
  /** `random` (default): uniform among the candidates; a bot level: that bot's choice. */
  level?: SimLevel;
  /** Chance that a decision is the timeout default instead (default 0.1). */
  timeoutRate?: number;
  /** Run `checkInvariants` after every accepted action (default) or never. */
  invariants?: 'action' | 'off';
  /** Keep the action list in the result (default true). */
  recordActions?: boolean;
  /** Safety stop: a game needing more actions than this ends as STUCK (default 100,000). */
  maxActions?: number;
};

export type SimProblem = { actionIndex: number; round: number; step: string; id: string; message: string };

export type SimResult = {
  seed: number;
  botSeed: number;
  players: number;
  rounds: number;
  /** ROUNDS: every round played; STUCK / ERROR: a bug. */
  endReason: 'ROUNDS' | 'STUCK' | 'ERROR';
  actionCount: number;
  actionTypes: Record<string, number>;
  /** Refused actions by code (candidates are pre-checked, so any refusal is a bug in legal.ts or the engine). */
  refused: Record<string, number>;
  /** Turns per round, offer passes opened, shares absorbed: what a round takes (the lesson estimate's basis). */
  turns: number;
  offerPasses: number;
  absorbed: number;
  winnerNetWorth: number | null;
  violations: SimProblem[];
  errors: SimProblem[];
  actions: SrAction[];
  finalState: SrState;
};

export function defaultBotSeed(seed: number): number {
  return (seed ^ 0x5bd1e995) >>> 0;
}

const bump = (m: Record<string, number>, key: string): void => {
  m[key] = (m[key] ?? 0) + 1;
};

function chance(rng: Rng, p: number): boolean {
  return p > 0 && randInt(rng, 0, 9999) < Math.round(p * 10000);
}

/** The next action of the table, or null when nobody can act (a stuck game). */
function choose(s: SrState, rng: Rng, level: SimLevel, timeoutRate: number): SrAction | null {
  const seats = actingSeats(s);
  if (seats.length === 0) return null;
  const seat = seats.length === 1 ? seats[0] : pick(rng, seats);
  if (chance(rng, timeoutRate)) return defaultAction(s, seat);
  if (level !== 'random') return decideSr1876(s, seat, level, rng)[0] ?? defaultAction(s, seat);
  const candidates = candidateActions(s, seat);
  return candidates.length > 0 ? pick(rng, candidates) : defaultAction(s, seat);
}

export function simulateGame(o: SimOptions): SimResult {
  const { state: s } = init(o.config);
  const botSeed = o.botSeed ?? defaultBotSeed(o.config.seed);
  const rng = seedRng(botSeed);
  const level = o.level ?? 'random';
  const timeoutRate = o.timeoutRate ?? 0.1;
  const checking = (o.invariants ?? 'action') === 'action';
  const record = o.recordActions ?? true;
  const maxActions = o.maxActions ?? 100_000;
  const actions: SrAction[] = [];
  const actionTypes: Record<string, number> = {};
  const refused: Record<string, number> = {};
  const violations: SimProblem[] = [];
  const errors: SimProblem[] = [];
  const counts = { turns: 0, offerPasses: 0, absorbed: 0 };
  let count = 0;
  let endReason: SimResult['endReason'] | null = null;
  const problem = (id: string, message: string): SimProblem => ({ actionIndex: count - 1, round: s.round, step: s.step, id, message });

  if (checking) for (const v of checkInvariants(s)) violations.push({ actionIndex: -1, round: s.round, step: s.step, id: 'INVARIANT', message: v });
  while (s.step !== 'GAME_OVER') {
    if (count >= maxActions) {
      errors.push(problem('STUCK', `no end after ${count} actions`));
      endReason = 'STUCK';
      break;
    }
    const action = choose(s, rng, level, timeoutRate);
    if (!action) {
      errors.push(problem('STUCK', `nobody can act in round ${s.round} ${s.step}`));
      endReason = 'STUCK';
      break;
    }
    count += 1;
    if (record) actions.push(action);
    let result;
    try {
      result = applyInPlace(s, action);
    } catch (err) {
      errors.push(problem('THROW', `action ${JSON.stringify(action)} threw: ${(err as Error).stack ?? String(err)}`));
      endReason = 'ERROR';
      break;
    }
    if (!result.ok) {
      bump(refused, result.code);
      continue;
    }
    bump(actionTypes, action.type);
    for (const e of result.events) {
      if (e.type === 'TURN_STARTED') counts.turns += 1;
      else if (e.type === 'OFFER_PASS_OPENED') counts.offerPasses += 1;
      else if (e.type === 'SHARE_ABSORBED') counts.absorbed += 1;
    }
    if (checking) for (const v of checkInvariants(s)) violations.push(problem('INVARIANT', v));
  }
  const winner = s.result?.ranking.find((r) => r.rank === 1)?.netWorth ?? null;
  return {
    seed: o.config.seed,
    botSeed,
    players: o.config.seats.length,
    rounds: s.round,
    endReason: endReason ?? 'ROUNDS',
    actionCount: count,
    actionTypes,
    refused,
    ...counts,
    winnerNetWorth: winner,
    violations,
    errors,
    actions,
    finalState: s,
  };
}

/** Replays recorded actions from `init` (refused ones are refused again and change nothing). */
export function replayActions(config: SrConfig, actions: readonly SrAction[]): SrState {
  const { state } = init(config);
  for (const a of actions) applyInPlace(state, a);
  return state;
}

// ---------------------------------------------------------------- aggregation (CLI)

export type Distribution = { min: number; median: number; mean: number; max: number };

export function distribution(values: readonly number[]): Distribution | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  const mean = sorted.reduce((n, v) => n + v, 0) / sorted.length;
  return { min: sorted[0], median: Math.round(median * 100) / 100, mean: Math.round(mean * 100) / 100, max: sorted[sorted.length - 1] };
}

export type SimRecord = Omit<SimResult, 'finalState' | 'actions'>;

export type SimSummary = {
  games: number;
  players: number;
  endReasons: Record<string, number>;
  winnerNetWorth: Distribution | null;
  actions: { total: number; perGame: Distribution | null };
  /** Per seat and round: turns taken and offer passes opened (what a lesson's round lasts). */
  turnsPerSeatRound: Distribution | null;
  offerPassesPerSeatRound: Distribution | null;
  absorbedPerGame: Distribution | null;
  actionTypes: Record<string, number>;
  refused: Record<string, number>;
  invariantViolations: number;
  errors: number;
  /** The first few problems, with the game seed, for reproduction. */
  problems: (SimProblem & { seed: number })[];
};

const sortedCounts = (m: Record<string, number>): Record<string, number> =>
  Object.fromEntries(Object.entries(m).sort(([a, x], [b, y]) => y - x || a.localeCompare(b)));

const per = (r: SimRecord, n: number) => Math.round((n / (r.players * r.rounds)) * 100) / 100;

export function summarize(results: readonly SimRecord[]): SimSummary {
  const endReasons: Record<string, number> = {};
  const actionTypes: Record<string, number> = {};
  const refused: Record<string, number> = {};
  const problems: (SimProblem & { seed: number })[] = [];
  let violations = 0;
  let errors = 0;
  for (const r of results) {
    bump(endReasons, r.endReason);
    for (const [k, v] of Object.entries(r.actionTypes)) actionTypes[k] = (actionTypes[k] ?? 0) + v;
    for (const [k, v] of Object.entries(r.refused)) refused[k] = (refused[k] ?? 0) + v;
    violations += r.violations.length;
    errors += r.errors.length;
    for (const p of [...r.errors, ...r.violations]) if (problems.length < 10) problems.push({ seed: r.seed, ...p });
  }
  return {
    games: results.length,
    players: results[0]?.players ?? 0,
    endReasons: sortedCounts(endReasons),
    winnerNetWorth: distribution(results.map((r) => r.winnerNetWorth).filter((w): w is number => w !== null)),
    actions: { total: results.reduce((n, r) => n + r.actionCount, 0), perGame: distribution(results.map((r) => r.actionCount)) },
    turnsPerSeatRound: distribution(results.map((r) => per(r, r.turns))),
    offerPassesPerSeatRound: distribution(results.map((r) => per(r, r.offerPasses))),
    absorbedPerGame: distribution(results.map((r) => r.absorbed)),
    actionTypes: sortedCounts(actionTypes),
    refused: sortedCounts(refused),
    invariantViolations: violations,
    errors,
    problems,
  };
}
