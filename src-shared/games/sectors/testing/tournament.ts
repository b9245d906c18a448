/**
 * Bot tournaments on the engine's fast path (`applyInPlace`, as in `sim.ts`): complete 4-player games
 * between bot levels, played the way the host plays bot seats — in every actionable phase each bot that
 * may act decides from the same state, its inputs are applied, then READY; automatic phases end at once.
 *
 * Pure: the caller injects `now` (used only to time decisions and for the hard bot's budget). A game is a
 * function of (config, seed, levels) when the hard bot never runs out of budget.
 */
import { botSeed } from '../../../platform/bots.ts';
import { seedRng, type Rng } from '../../../rng.ts';
import { isActionablePhase, type PhaseId } from '../data.ts';
import { applyInPlace, create } from '../engine.ts';
import type { GameConfig, GameState, Input, PlayerId, Ranking } from '../types.ts';
import { policyFor, type BotLevelId, type BotOptions, type PhasePolicy } from '../bots/index.ts';
import type { HardStats } from '../bots/hard.ts';
import { timeSummary, wilson, winShare, type TimeSummary } from '../../../tournament-stats.ts';

export { timeSummary, wilson, winShare, type TimeSummary };

/** A bot's generator for one decision: fixed by (game seed, phase instance, seat), as the session seeds it. */
export function decisionRng(seed: number, phaseSerial: number, seat: number): Rng {
  return seedRng(botSeed(seed, phaseSerial, seat));
}

const randomLevel = policyFor('random');

/** The random-legal bot's inputs for `player` now, drawn as the session would draw them (tools and benches). */
export function randomMove(s: GameState, player: PlayerId): Input[] {
  return randomLevel(s, player, decisionRng(s.seed, s.phaseSerial, s.players.findIndex((p) => p.id === player)));
}

export type DecisionTime = { level: BotLevelId; phase: PhaseId; ms: number };

export type BotGameResult = {
  seed: number;
  levels: BotLevelId[];
  turns: number;
  endReason: string | null;
  ranking: Ranking;
  /** Net worth per seat (index = seat). */
  netWorth: number[];
  /** Place per seat (1 = first; shared places as in §11). */
  places: number[];
  /** Inputs the engine refused (must stay 0: every level only sends accepted inputs). */
  refused: number;
  refusedReasons: Record<string, number>;
  /** The first few refused inputs with the level that sent them (for diagnosis). */
  refusedInputs: { level: BotLevelId | 'session'; phase: PhaseId; reason: string; input: Input }[];
  decisions: DecisionTime[];
  hardStats: HardStats[];
  finalState: GameState;
};

export type BotGameOptions = {
  config: GameConfig;
  seed: number;
  levels: BotLevelId[];
  now?: () => number;
  budgetMs?: number;
  /** Policies to play instead of the levels' own (tuning experiments); `levels` still labels the seats. */
  policies?: PhasePolicy[];
  /** Safety stop (inputs). */
  maxInputs?: number;
};

export function playBotGame(o: BotGameOptions): BotGameResult {
  const now = o.now ?? (() => 0);
  const hardStats: HardStats[] = [];
  const botOptions: BotOptions = { now, budgetMs: o.budgetMs, onHardDecision: (st) => hardStats.push(st) };
  const policies = o.policies ?? o.levels.map((level) => policyFor(level, botOptions));
  const s = create(o.config, o.seed);
  const seatOf = (p: PlayerId) => s.players.findIndex((x) => x.id === p);
  const decisions: DecisionTime[] = [];
  const refusedReasons: Record<string, number> = {};
  let refused = 0;
  let inputs = 0;
  const maxInputs = o.maxInputs ?? 100_000;
  const refusedInputs: BotGameResult['refusedInputs'] = [];
  const feed = (input: Input) => {
    inputs += 1;
    const phase = s.phase;
    const r = applyInPlace(s, input);
    if (!r.ok) {
      refused += 1;
      refusedReasons[r.reason] = (refusedReasons[r.reason] ?? 0) + 1;
      const seat = 'player' in input ? seatOf(input.player) : -1;
      if (refusedInputs.length < 10) refusedInputs.push({ level: seat >= 0 ? o.levels[seat] : 'session', phase, reason: r.reason, input });
    }
  };
  while (s.status === 'RUNNING' && inputs < maxInputs) {
    const serial = s.phaseSerial;
    if (isActionablePhase(s.phase)) {
      const acting = s.priority.filter((p) => s.inputs.eligible.includes(p) && !s.inputs.ready.includes(p));
      const phase = s.phase;
      const moves = acting.map((p) => {
        const seat = seatOf(p);
        const t0 = now();
        const chosen = policies[seat](s, p, decisionRng(o.seed, serial, seat));
        decisions.push({ level: o.levels[seat], phase, ms: now() - t0 });
        return { p, chosen };
      });
      for (const { p, chosen } of moves) {
        for (const input of chosen) {
          if (s.phaseSerial !== serial || s.status !== 'RUNNING') break;
          feed(input);
        }
        if (s.phaseSerial !== serial || s.status !== 'RUNNING') break;
        feed({ type: 'READY', player: p });
      }
    }
    if (s.phaseSerial === serial && s.status === 'RUNNING') feed({ type: 'TIMEOUT', phaseSerial: serial });
  }
  const ranking = s.ranking ?? [];
  const places = s.players.map((p) => ranking.find((r) => r.player === p.id)?.place ?? s.players.length);
  const netWorth = s.players.map((p) => ranking.find((r) => r.player === p.id)?.netWorth ?? 0);
  return { seed: o.seed, levels: [...o.levels], turns: s.turn, endReason: s.endReason, ranking, netWorth, places, refused, refusedReasons, refusedInputs, decisions, hardStats, finalState: s };
}

export type Matchup = { name: string; tested: BotLevelId; field: BotLevelId };

export const MATCHUPS: readonly Matchup[] = [
  { name: 'medium-vs-3-easy', tested: 'medium', field: 'easy' },
  { name: 'hard-vs-3-medium', tested: 'hard', field: 'medium' },
];

export type MatchupResult = {
  name: string;
  tested: BotLevelId;
  field: BotLevelId;
  games: number;
  firstSeed: number;
  wins: number;
  winRate: { p: number; low: number; high: number };
  /** Games the tested bot finished in each place 1..4 (shared places count for each sharer). */
  places: number[];
  meanNetWorth: { tested: number; field: number };
  refused: number;
  refusedReasons: Record<string, number>;
  /** Decision times per level and phase, in ms. */
  times: Record<string, Record<string, TimeSummary>>;
  hard: { decisions: number; fellBack: number; meanRollouts: number } | null;
};

/**
 * Plays `games` games of one matchup: the tested bot takes seat (i mod 4) in game i, the field the other
 * three; game i uses seed `firstSeed + i`. `onGame` sees every finished game (progress output).
 */
export function runMatchup(
  m: Matchup,
  o: { config: GameConfig; games: number; firstSeed: number; now?: () => number; budgetMs?: number; onGame?: (r: BotGameResult, i: number) => void },
): MatchupResult {
  const seats = o.config.seats;
  let wins = 0;
  const places = Array.from({ length: seats }, () => 0);
  let testedWorth = 0;
  let fieldWorth = 0;
  let refused = 0;
  const refusedReasons: Record<string, number> = {};
  const times = new Map<string, Map<string, number[]>>();
  const hard: HardStats[] = [];
  for (let i = 0; i < o.games; i++) {
    const testedSeat = i % seats;
    const levels = Array.from({ length: seats }, (_, k) => (k === testedSeat ? m.tested : m.field));
    const r = playBotGame({ config: o.config, seed: (o.firstSeed + i) >>> 0, levels, now: o.now, budgetMs: o.budgetMs });
    wins += winShare(r.places, testedSeat);
    places[r.places[testedSeat] - 1] += 1;
    testedWorth += r.netWorth[testedSeat];
    fieldWorth += r.netWorth.reduce((n, w, k) => (k === testedSeat ? n : n + w), 0) / (seats - 1);
    refused += r.refused;
    for (const [k, v] of Object.entries(r.refusedReasons)) refusedReasons[k] = (refusedReasons[k] ?? 0) + v;
    for (const d of r.decisions) {
      const byPhase = times.get(d.level) ?? new Map<string, number[]>();
      times.set(d.level, byPhase);
      const list = byPhase.get(d.phase) ?? [];
      byPhase.set(d.phase, list);
      list.push(d.ms);
    }
    hard.push(...r.hardStats);
    o.onGame?.(r, i);
  }
  const timeTable: Record<string, Record<string, TimeSummary>> = {};
  for (const [level, byPhase] of times) {
    const all: number[] = [];
    timeTable[level] = {};
    for (const [phase, list] of byPhase) {
      timeTable[level][phase] = timeSummary(list);
      all.push(...list);
    }
    timeTable[level].ALL = timeSummary(all);
  }
  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    name: m.name, tested: m.tested, field: m.field, games: o.games, firstSeed: o.firstSeed, wins,
    winRate: wilson(wins, o.games), places,
    meanNetWorth: { tested: round(testedWorth / Math.max(1, o.games)), field: round(fieldWorth / Math.max(1, o.games)) },
    refused, refusedReasons, times: timeTable,
    hard: hard.length > 0
      ? { decisions: hard.length, fellBack: hard.filter((h) => h.fellBack).length, meanRollouts: round(hard.reduce((n, h) => n + h.rollouts, 0) / hard.length) }
      : null,
  };
}
