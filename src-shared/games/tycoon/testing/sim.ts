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
import { playActionLoop } from '../../../platform/testing/action-sim.ts';
import { chance, defaultBotSeed, distribution, tallyActionSims, type Distribution } from '../../../platform/testing/sim-stats.ts';
import { pick, seedRng, type Rng } from '../../../rng.ts';
import { applyInPlace, init } from '../engine.ts';
import { checkInvariants } from '../invariants.ts';
import { candidateActions, defaultAction } from '../legal.ts';
import { isDisplayStep, windowSeats } from '../queries.ts';
import type { TycoonAction, TycoonConfig, TycoonEvent, TycoonState } from '../types.ts';

export { defaultBotSeed, distribution, type Distribution } from '../../../platform/testing/sim-stats.ts';

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
  let bankruptcies = 0;
  const played = playActionLoop<TycoonAction, TycoonEvent, SimProblem>({
    isOver: () => s.step === 'GAME_OVER',
    choose: () => choose(s, rng, timeoutRate),
    apply: (action) => applyInPlace(s, action),
    checkInvariants: () => checkInvariants(s),
    problem: (actionIndex, id, message) => ({ actionIndex, year: s.year, step: s.step, id, message }),
    stuckMessage: () => `nobody can act at year ${s.year} ${s.step}`,
    onAccepted: (events) => {
      for (const e of events) if (e.type === 'BANKRUPT') bankruptcies += 1;
    },
    checking: (o.invariants ?? 'action') === 'action',
    record: o.recordActions ?? true,
    maxActions: o.maxActions ?? 100_000,
  });

  const r = s.result;
  let winner: number | null = null;
  if (r) for (const [seat, rank] of Object.entries(r.ranks)) if (rank === 1) winner = Math.max(winner ?? -Infinity, r.netWorth[seat]);
  return {
    seed: o.config.seed,
    botSeed,
    players: o.config.players,
    years: s.year,
    endReason: played.stopped ?? (s.order.length < 2 ? 'SOLVENCY' : 'YEARS'),
    actionCount: played.actionCount,
    actionTypes: played.actionTypes,
    refused: played.refused,
    bankruptcies,
    winnerNetWorth: winner,
    violations: played.violations,
    errors: played.errors,
    actions: played.actions,
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

export function summarize(results: readonly SimRecord[]): SimSummary {
  const t = tallyActionSims(results);
  return {
    games: results.length,
    players: results[0]?.players ?? 0,
    years: distribution(results.map((r) => r.years)),
    endReasons: t.endReasons,
    winnerNetWorth: distribution(results.map((r) => r.winnerNetWorth).filter((w): w is number => w !== null)),
    actions: { total: results.reduce((n, r) => n + r.actionCount, 0), perGame: distribution(results.map((r) => r.actionCount)) },
    actionTypes: t.actionTypes,
    refused: t.refused,
    bankruptcies: results.reduce((n, r) => n + r.bankruptcies, 0),
    invariantViolations: t.invariantViolations,
    errors: t.errors,
    problems: t.problems,
  };
}
