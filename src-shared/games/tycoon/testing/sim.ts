/**
 * Game driver for the simulator, the benchmark and the golden games: plays one complete Tycoon game on the
 * pure engine (`applyInPlace`, no session, no copies) with random-legal players. At each point one seat that
 * may act picks uniformly among `candidateActions` (every candidate passes the engine's checks), or, with
 * `timeoutRate`, sends the §14 timeout default instead; display steps are passed with `advance`.
 *
 * The players draw from their own generator (src-shared/rng.ts, seeded from `botSeed`), never from the game's
 * (§4), so the recorded actions replay to the same game from `init(config)` alone.
 * Pure: no clock, no system randomness.
 */
import { pick, randInt, seedRng, type Rng } from '../../../rng.ts';
import { applyInPlace, init } from '../engine.ts';
import { checkInvariants } from '../invariants.ts';
import { candidateActions, defaultAction } from '../legal.ts';
import { isDisplayStep, windowSeats } from '../queries.ts';
import type { TycoonAction, TycoonConfig, TycoonState } from '../types.ts';

export type SimOptions = {
  /** A complete engine config (its seed is the game's seed). */
  config: TycoonConfig;
  /** Seed of the players' own generator; derived from the game seed when absent. */
  botSeed?: number;
  /** Chance that a decision is the timeout default instead of a random candidate (default 0.1). */
  timeoutRate?: number;
  /** Run `checkInvariants` after every accepted action (default) or never. */
  invariants?: 'action' | 'off';
  /** Keep the action list in the result (default true). */
  recordActions?: boolean;
  /** Safety stop: a game needing more actions than this ends as STUCK (default 100,000). */
  maxActions?: number;
};

export type SimProblem = { actionIndex: number; year: number; step: string; id: string; message: string };

export type SimResult = {
  seed: number;
  botSeed: number;
  players: number;
  /** The year play stopped in (the last year played). */
  years: number;
  /** YEARS: every market year played; SOLVENCY: fewer than two seats left; STUCK / ERROR: a bug. */
  endReason: 'YEARS' | 'SOLVENCY' | 'STUCK' | 'ERROR';
  actionCount: number;
  /** Accepted actions by type. */
  actionTypes: Record<string, number>;
  /** Refused actions by code (candidates are pre-checked, so any refusal is a bug in legal.ts or the engine). */
  refused: Record<string, number>;
  bankruptcies: number;
  winnerNetWorth: number | null;
  violations: SimProblem[];
  errors: SimProblem[];
  actions: TycoonAction[];
  finalState: TycoonState;
};

export function defaultBotSeed(seed: number): number {
  return (seed ^ 0x5bd1e995) >>> 0;
}

const bump = (m: Record<string, number>, key: string): void => {
  m[key] = (m[key] ?? 0) + 1;
};

/** True with probability p (in steps of 1/10,000). */
function chance(rng: Rng, p: number): boolean {
  return p > 0 && randInt(rng, 0, 9999) < Math.round(p * 10000);
}

/** The next action of a random-legal table, or null when nobody can act (a stuck game). */
function choose(s: TycoonState, rng: Rng, timeoutRate: number): TycoonAction | null {
  if (isDisplayStep(s)) return { type: 'advance', auto: true };
  const seats = windowSeats(s);
  if (seats.length === 0) return null;
  // Sealed windows take answers in any order (§14): pick which owing seat answers next.
  const seat = seats.length === 1 ? seats[0] : pick(rng, seats);
  if (chance(rng, timeoutRate)) {
    const d = defaultAction(s, seat);
    if (d) return d;
  }
  const candidates = candidateActions(s, seat);
  return candidates.length > 0 ? pick(rng, candidates) : defaultAction(s, seat);
}

export function simulateGame(o: SimOptions): SimResult {
  const { state: s } = init(o.config);
  const botSeed = o.botSeed ?? defaultBotSeed(o.config.seed);
  const rng = seedRng(botSeed);
  const timeoutRate = o.timeoutRate ?? 0.1;
  const checking = (o.invariants ?? 'action') === 'action';
  const record = o.recordActions ?? true;
  const maxActions = o.maxActions ?? 100_000;
  const actions: TycoonAction[] = [];
  const actionTypes: Record<string, number> = {};
  const refused: Record<string, number> = {};
  const violations: SimProblem[] = [];
  const errors: SimProblem[] = [];
  let count = 0;
  let bankruptcies = 0;
  let endReason: SimResult['endReason'] | null = null;
  const problem = (id: string, message: string): SimProblem => ({ actionIndex: count - 1, year: s.year, step: s.step, id, message });

  if (checking) for (const v of checkInvariants(s)) violations.push({ actionIndex: -1, year: s.year, step: s.step, id: 'INVARIANT', message: v });
  while (s.step !== 'GAME_OVER') {
    if (count >= maxActions) {
      errors.push(problem('STUCK', `no end after ${count} actions`));
      endReason = 'STUCK';
      break;
    }
    const action = choose(s, rng, timeoutRate);
    if (!action) {
      errors.push(problem('STUCK', `nobody can act at year ${s.year} ${s.step}`));
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
    for (const e of result.events) if (e.type === 'BANKRUPT') bankruptcies += 1;
    if (checking) for (const v of checkInvariants(s)) violations.push(problem('INVARIANT', v));
  }

  const r = s.result;
  let winner: number | null = null;
  if (r) for (const [seat, rank] of Object.entries(r.ranks)) if (rank === 1) winner = Math.max(winner ?? -Infinity, r.netWorth[seat]);
  return {
    seed: o.config.seed,
    botSeed,
    players: o.config.players,
    years: s.year,
    endReason: endReason ?? (s.order.length < 2 ? 'SOLVENCY' : 'YEARS'),
    actionCount: count,
    actionTypes,
    refused,
    bankruptcies,
    winnerNetWorth: winner,
    violations,
    errors,
    actions,
    finalState: s,
  };
}

/** Replays recorded actions from `init` (refused ones are refused again and change nothing). */
export function replayActions(config: TycoonConfig, actions: readonly TycoonAction[]): TycoonState {
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
  return { min: sorted[0], median, mean: Math.round(mean * 100) / 100, max: sorted[sorted.length - 1] };
}

export type SimRecord = Omit<SimResult, 'finalState' | 'actions'>;

export type SimSummary = {
  games: number;
  players: number;
  years: Distribution | null;
  endReasons: Record<string, number>;
  winnerNetWorth: Distribution | null;
  actions: { total: number; perGame: Distribution | null };
  actionTypes: Record<string, number>;
  refused: Record<string, number>;
  bankruptcies: number;
  invariantViolations: number;
  errors: number;
  /** The first few problems, with the game seed, for reproduction. */
  problems: (SimProblem & { seed: number })[];
};

const sortedCounts = (m: Record<string, number>): Record<string, number> =>
  Object.fromEntries(Object.entries(m).sort(([a, x], [b, y]) => y - x || a.localeCompare(b)));

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
    years: distribution(results.map((r) => r.years)),
    endReasons: sortedCounts(endReasons),
    winnerNetWorth: distribution(results.map((r) => r.winnerNetWorth).filter((w): w is number => w !== null)),
    actions: { total: results.reduce((n, r) => n + r.actionCount, 0), perGame: distribution(results.map((r) => r.actionCount)) },
    actionTypes: sortedCounts(actionTypes),
    refused: sortedCounts(refused),
    bankruptcies: results.reduce((n, r) => n + r.bankruptcies, 0),
    invariantViolations: violations,
    errors,
    problems,
  };
}
