/**
 * Tycoon bot tournaments through the game module (module.ts), played the way the host plays bot seats: in
 * the active window every seat that owes an answer decides from the same game (in-process, its generator
 * seeded by `botSeed(game seed, window id, seat)`), the inputs are applied in seat order, and the window's
 * TIMEOUT is sent only if it is still open afterwards (a bot that returned nothing) or it is a display step.
 *
 * Pure: the caller injects `now` (used only to time decisions and for the hard bot's budget). A game is a
 * function of (config, seed, levels) when the hard bot never runs out of budget. The statistics helpers
 * (Wilson interval, shared-first win share, time summaries) are Sectors' tournament's, which are game-free.
 */
import { botSeed } from '../../../platform/bots.ts';
import type { BotLevel } from '../../../platform/module.ts';
import { seedRng } from '../../../rng.ts';
import { timeSummary, wilson, winShare, type TimeSummary } from '../../../tournament-stats.ts';
import { onHardStats } from '../bots/policy.ts';
import type { HardStats } from '../bots/hard.ts';
import type { Input } from '../inputs.ts';
import { makeConfig } from '../live/config.ts';
import { seatIndex } from '../live/windows.ts';
import type { TycoonGame, TycoonGameConfig } from '../live/types.ts';
import { tycoonModule } from '../module.ts';
import type { Mode } from '../types.ts';

export { timeSummary, wilson, winShare, type TimeSummary };

export type DecisionTime = { level: BotLevel; phase: string; ms: number };

export type TycoonGameResult = {
  seed: number;
  levels: BotLevel[];
  years: number;
  /** Per seat (index = seat): final net worth and place (1 = first; shared places as §13 ranks them). */
  netWorth: number[];
  places: number[];
  /** Bot inputs the module refused (must stay 0) and the first few of them. */
  refused: number;
  refusedInputs: { level: BotLevel; phase: string; reason: string; input: Input }[];
  /** Windows closed by TIMEOUT although a seat owed an answer (a bot returned nothing). */
  timeouts: number;
  /** Broken invariants seen after any input (only when `checkInvariants`). */
  invariantFailures: string[];
  decisions: DecisionTime[];
  hard: HardStats[];
  final: TycoonGame;
};

export type TycoonGameOptions = {
  mode: Mode;
  seed: number;
  levels: BotLevel[];
  years?: number;
  now?: () => number;
  budgetMs?: number;
  checkInvariants?: boolean;
  /** Safety stop (inputs applied). */
  maxInputs?: number;
};

export function tournamentConfig(seats: number, mode: Mode, years = 10): TycoonGameConfig {
  return makeConfig(seats, Array.from({ length: seats }, (_, i) => `Bot ${i + 1}`), { mode, years });
}

export function playTycoonGame(o: TycoonGameOptions): TycoonGameResult {
  const seats = o.levels.length;
  const g = tycoonModule.create(tournamentConfig(seats, o.mode, o.years), o.seed);
  const now = o.now;
  const decisions: DecisionTime[] = [];
  const hard: HardStats[] = [];
  const refusedInputs: TycoonGameResult['refusedInputs'] = [];
  const invariantFailures: string[] = [];
  let refused = 0;
  let timeouts = 0;
  let inputs = 0;
  const maxInputs = o.maxInputs ?? 200_000;
  const feed = (input: Input, level: BotLevel | null, phase: string): boolean => {
    inputs++;
    const r = tycoonModule.applyInPlace(g, input);
    if (!r.ok && level !== null) {
      refused++;
      if (refusedInputs.length < 10) refusedInputs.push({ level, phase, reason: r.reason, input });
    }
    if (o.checkInvariants && invariantFailures.length < 10) invariantFailures.push(...tycoonModule.invariants(g));
    return r.ok;
  };
  onHardStats((st) => hard.push(st));
  try {
    while (tycoonModule.status(g) === 'RUNNING' && inputs < maxInputs) {
      const active = tycoonModule.windows(g).at(-1);
      if (!active) break;
      const id = active.id;
      if (active.kind !== 'display') {
        const owing = active.kind === 'sequential' ? active.seats : active.seats.filter((p) => !active.ready.includes(p));
        const moves = owing.map((player) => {
          const seat = seatIndex(player);
          const level = o.levels[seat];
          const t0 = now?.() ?? 0;
          const chosen = tycoonModule.bots.decide(g, player, { level, rng: seedRng(botSeed(o.seed, id, seat)), now, budgetMs: o.budgetMs }) as Input[];
          decisions.push({ level, phase: active.phase, ms: (now?.() ?? 0) - t0 });
          return { level, chosen };
        });
        for (const { level, chosen } of moves) {
          for (const input of chosen) {
            if (tycoonModule.windows(g).at(-1)?.id !== id || tycoonModule.status(g) !== 'RUNNING') break;
            feed(input, level, active.phase);
          }
        }
      }
      if (tycoonModule.windows(g).at(-1)?.id === id && tycoonModule.status(g) === 'RUNNING') {
        if (active.kind !== 'display') timeouts++;
        feed(tycoonModule.inputs.timeout(id) as Input, null, active.phase);
      }
    }
  } finally {
    onHardStats(undefined);
  }
  const result = g.core.result;
  const places = Array.from({ length: seats }, (_, s) => result?.ranks[s] ?? seats);
  const netWorth = Array.from({ length: seats }, (_, s) => result?.netWorth[s] ?? 0);
  return { seed: o.seed, levels: [...o.levels], years: g.core.year, netWorth, places, refused, refusedInputs, timeouts, invariantFailures, decisions, hard, final: g };
}

export type Matchup = { name: string; tested: BotLevel; field: BotLevel };

export const MATCHUPS: readonly Matchup[] = [
  { name: 'medium-vs-3-easy', tested: 'medium', field: 'easy' },
  { name: 'hard-vs-3-medium', tested: 'hard', field: 'medium' },
];

export type MatchupResult = {
  name: string;
  tested: BotLevel;
  field: BotLevel;
  mode: Mode;
  games: number;
  firstSeed: number;
  wins: number;
  winRate: { p: number; low: number; high: number };
  /** Games the tested bot finished in each place 1..4 (shared places count for each sharer). */
  places: number[];
  meanNetWorth: { tested: number; field: number };
  refused: number;
  timeouts: number;
  /** Decision times per level and phase, in ms (one decision = one seat's whole answer to a window). */
  times: Record<string, Record<string, TimeSummary>>;
  hard: { decisions: number; meanNodes: number } | null;
};

/**
 * Plays `games` games of one matchup: the tested bot takes seat (i mod seats) in game i, the field the
 * others; game i uses seed `firstSeed + i`. `onGame` sees every finished game (progress output).
 */
export function runMatchup(
  m: Matchup,
  o: { mode: Mode; games: number; firstSeed: number; seats?: number; years?: number; now?: () => number; budgetMs?: number; onGame?: (r: TycoonGameResult, i: number) => void },
): MatchupResult {
  const seats = o.seats ?? 4;
  let wins = 0;
  const places = Array.from({ length: seats }, () => 0);
  let testedWorth = 0;
  let fieldWorth = 0;
  let refused = 0;
  let timeouts = 0;
  const times = new Map<string, Map<string, number[]>>();
  const hard: HardStats[] = [];
  for (let i = 0; i < o.games; i++) {
    const testedSeat = i % seats;
    const levels = Array.from({ length: seats }, (_, k) => (k === testedSeat ? m.tested : m.field));
    const r = playTycoonGame({ mode: o.mode, seed: (o.firstSeed + i) >>> 0, levels, years: o.years, now: o.now, budgetMs: o.budgetMs });
    wins += winShare(r.places, testedSeat);
    places[Math.min(seats, r.places[testedSeat]) - 1] += 1;
    testedWorth += r.netWorth[testedSeat];
    fieldWorth += r.netWorth.reduce((n, w, k) => (k === testedSeat ? n : n + w), 0) / (seats - 1);
    refused += r.refused;
    timeouts += r.timeouts;
    for (const d of r.decisions) {
      const byPhase = times.get(d.level) ?? new Map<string, number[]>();
      times.set(d.level, byPhase);
      const list = byPhase.get(d.phase) ?? [];
      byPhase.set(d.phase, list);
      list.push(d.ms);
    }
    hard.push(...r.hard);
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
  const round = (x: number) => Math.round(x);
  return {
    name: m.name, tested: m.tested, field: m.field, mode: o.mode, games: o.games, firstSeed: o.firstSeed, wins,
    winRate: wilson(wins, o.games), places,
    meanNetWorth: { tested: round(testedWorth / Math.max(1, o.games)), field: round(fieldWorth / Math.max(1, o.games)) },
    refused, timeouts, times: timeTable,
    hard: hard.length > 0 ? { decisions: hard.length, meanNodes: Math.round((hard.reduce((n, h) => n + h.nodes, 0) / hard.length) * 10) / 10 } : null,
  };
}
