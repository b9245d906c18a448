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
import { playActionLoop } from '../../../platform/testing/action-sim.ts';
import { chance, defaultBotSeed, distribution as distributionOf, tallyActionSims, type Distribution } from '../../../platform/testing/sim-stats.ts';
import { pick, seedRng, type Rng } from '../../../rng.ts';
import { decideSr1876, type Sr1876BotLevel } from '../bots/index.ts';
import { applyInPlace, init } from '../engine.ts';
import { checkInvariants } from '../invariants.ts';
import { candidateActions, defaultAction } from '../legal.ts';
import { actingSeats } from '../queries.ts';
import type { SrAction, SrConfig, SrEvent, SrState } from '../types.ts';

export { defaultBotSeed, type Distribution } from '../../../platform/testing/sim-stats.ts';

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
  const counts = { turns: 0, offerPasses: 0, absorbed: 0 };
  const played = playActionLoop<SrAction, SrEvent, SimProblem>({
    isOver: () => s.step === 'GAME_OVER',
    choose: () => choose(s, rng, level, timeoutRate),
    apply: (action) => applyInPlace(s, action),
    checkInvariants: () => checkInvariants(s),
    problem: (actionIndex, id, message) => ({ actionIndex, round: s.round, step: s.step, id, message }),
    stuckMessage: () => `nobody can act in round ${s.round} ${s.step}`,
    onAccepted: (events) => {
      for (const e of events) {
        if (e.type === 'TURN_STARTED') counts.turns += 1;
        else if (e.type === 'OFFER_PASS_OPENED') counts.offerPasses += 1;
        else if (e.type === 'SHARE_ABSORBED') counts.absorbed += 1;
      }
    },
    checking: (o.invariants ?? 'action') === 'action',
    record: o.recordActions ?? true,
    maxActions: o.maxActions ?? 100_000,
  });
  const winner = s.result?.ranking.find((r) => r.rank === 1)?.netWorth ?? null;
  return {
    seed: o.config.seed,
    botSeed,
    players: o.config.seats.length,
    rounds: s.round,
    endReason: played.stopped ?? 'ROUNDS',
    actionCount: played.actionCount,
    actionTypes: played.actionTypes,
    refused: played.refused,
    ...counts,
    winnerNetWorth: winner,
    violations: played.violations,
    errors: played.errors,
    actions: played.actions,
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

/** The stock round's distributions round the median like the mean: its per-seat rates are fractional. */
export function distribution(values: readonly number[]): Distribution | null {
  return distributionOf(values, true);
}

const per = (r: SimRecord, n: number) => Math.round((n / (r.players * r.rounds)) * 100) / 100;

export function summarize(results: readonly SimRecord[]): SimSummary {
  const t = tallyActionSims(results);
  return {
    games: results.length,
    players: results[0]?.players ?? 0,
    endReasons: t.endReasons,
    winnerNetWorth: distribution(results.map((r) => r.winnerNetWorth).filter((w): w is number => w !== null)),
    actions: { total: results.reduce((n, r) => n + r.actionCount, 0), perGame: distribution(results.map((r) => r.actionCount)) },
    turnsPerSeatRound: distribution(results.map((r) => per(r, r.turns))),
    offerPassesPerSeatRound: distribution(results.map((r) => per(r, r.offerPasses))),
    absorbedPerGame: distribution(results.map((r) => r.absorbed)),
    actionTypes: t.actionTypes,
    refused: t.refused,
    invariantViolations: t.invariantViolations,
    errors: t.errors,
    problems: t.problems,
  };
}
