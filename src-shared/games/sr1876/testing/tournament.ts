/**
 * 1876 stock round bot tournaments on the pure engine (no host, no database), played the way the host plays
 * bot seats: at each decision point every seat that owes an answer decides from the same state (its generator
 * seeded by `botSeed(game seed, window id, seat)`, its view without the others' sealed answers), the actions
 * are applied in seat order, and a seat still owing an answer afterwards gets the step's timeout default
 * (counted: a bot that returned nothing). A refused bot action is counted and replaced by the default too.
 *
 * Pure: the caller injects `now` (used only to time decisions). A game is a function of (seats, options, seed,
 * levels). The statistics (shared-first win share, Wilson interval, time summaries) are tournament-stats.ts'.
 */
import { botSeed } from '../../../platform/bots.ts';
import { seedRng } from '../../../rng.ts';
import { timeSummary, wilson, winShare, type TimeSummary } from '../../../tournament-stats.ts';
import { decideSr1876, type Sr1876BotLevel } from '../bots/index.ts';
import { stillOpen } from '../bots/search.ts';
import { applyInPlace, defaultConfig, init } from '../engine.ts';
import { checkInvariants } from '../invariants.ts';
import { defaultAction } from '../legal.ts';
import { actingSeats, awaiting } from '../queries.ts';
import type { SrAction, SrOptions, SrState } from '../types.ts';

export { timeSummary, wilson, winShare, type TimeSummary };

export type DecisionTime = { level: Sr1876BotLevel; phase: string; ms: number };

export type Sr1876GameOptions = {
  seed: number;
  /** One level per seat (3–6 seats). */
  levels: Sr1876BotLevel[];
  options?: Partial<SrOptions>;
  now?: () => number;
  checkInvariants?: boolean;
  /** Safety stop (actions applied). */
  maxActions?: number;
};

export type Sr1876GameResult = {
  seed: number;
  levels: Sr1876BotLevel[];
  /** Per seat (index = seat): final net worth and place (1 = first; shared places as §11 ranks them). */
  netWorth: number[];
  places: number[];
  /** Bot actions the engine refused (must stay 0) and the first few of them. */
  refused: number;
  refusedActions: { level: Sr1876BotLevel; phase: string; code: string; action: SrAction }[];
  /** Decision points where a seat still owed an answer after its bot's actions (must stay 0). */
  timeouts: number;
  invariantFailures: string[];
  decisions: DecisionTime[];
  /** Every accepted action in order (bots' and defaults'), for replays and determinism checks. */
  actions: SrAction[];
  final: SrState;
};

export function tournamentState(seed: number, seats: number, options: Partial<SrOptions> = {}): SrState {
  const names = Array.from({ length: seats }, (_, i) => ({ name: `Bot ${i + 1}` }));
  return init(defaultConfig(seats, { seed, seats: names, options })).state;
}

export function playSr1876Game(o: Sr1876GameOptions): Sr1876GameResult {
  const seats = o.levels.length;
  const s = tournamentState(o.seed, seats, o.options);
  const decisions: DecisionTime[] = [];
  const refusedActions: Sr1876GameResult['refusedActions'] = [];
  const invariantFailures: string[] = [];
  const actions: SrAction[] = [];
  let refused = 0;
  let timeouts = 0;
  const maxActions = o.maxActions ?? 100_000;
  const feed = (a: SrAction, level: Sr1876BotLevel | null, phase: string): void => {
    const r = applyInPlace(s, a);
    if (!r.ok) {
      if (level === null) throw new Error(`the engine refused its own default ${JSON.stringify(a)}: ${r.code}`);
      refused++;
      if (refusedActions.length < 10) refusedActions.push({ level, phase, code: r.code, action: a });
      return;
    }
    actions.push(a);
    if (o.checkInvariants && invariantFailures.length < 10) invariantFailures.push(...checkInvariants(s));
  };
  while (s.step !== 'GAME_OVER' && actions.length < maxActions) {
    const window = s.windowCounter;
    const phase = s.step;
    const moves = actingSeats(s).map((seat) => {
      const level = o.levels[seat];
      const t0 = o.now?.() ?? 0;
      const chosen = decideSr1876(s, seat, level, seedRng(botSeed(o.seed, window, seat)));
      decisions.push({ level, phase, ms: (o.now?.() ?? 0) - t0 });
      return { level, chosen };
    });
    for (const { level, chosen } of moves) {
      for (const a of chosen) {
        if (!stillOpen(s, window)) break;
        feed(a, level, phase);
      }
    }
    if (stillOpen(s, window)) {
      timeouts++;
      while (stillOpen(s, window)) {
        const seat = actingSeats(s)[0];
        if (!awaiting(s, seat)) break;
        feed(defaultAction(s, seat)!, null, phase);
      }
    }
  }
  const ranking = s.result?.ranking ?? [];
  const places = Array.from({ length: seats }, (_, seat) => ranking.find((r) => r.seat === seat)?.rank ?? seats);
  const netWorth = Array.from({ length: seats }, (_, seat) => ranking.find((r) => r.seat === seat)?.netWorth ?? 0);
  return { seed: o.seed, levels: [...o.levels], netWorth, places, refused, refusedActions, timeouts, invariantFailures, decisions, actions, final: s };
}

export type Matchup = { name: string; tested: Sr1876BotLevel; field: Sr1876BotLevel };

export const MATCHUPS: readonly Matchup[] = [
  { name: 'medium-vs-3-easy', tested: 'medium', field: 'easy' },
  { name: 'hard-vs-3-medium', tested: 'hard', field: 'medium' },
];

export function matchupName(tested: Sr1876BotLevel, field: Sr1876BotLevel, seats: number): string {
  return `${tested}-vs-${seats - 1}-${field}`;
}

export type MatchupResult = {
  name: string;
  tested: Sr1876BotLevel;
  field: Sr1876BotLevel;
  seats: number;
  games: number;
  firstSeed: number;
  wins: number;
  winRate: { p: number; low: number; high: number };
  /** Games the tested bot finished in each place 1..seats (a shared place counts for each sharer). */
  places: number[];
  /** Wins by the seat the tested bot sat in (seat i directs the scenario's company i: seats are not equal). */
  winsBySeat: number[];
  meanNetWorth: { tested: number; field: number };
  refused: number;
  refusedActions: Sr1876GameResult['refusedActions'];
  timeouts: number;
  /**
   * The seat-luck-free figure ("duplicate" play): game i is played again with the field's level in the tested
   * seat too; the tested bot beats the field in that game when its seat ends richer than the field bot in the
   * same seat of the same game (equal: half). Null unless asked for.
   */
  paired: { wins: number; rate: { p: number; low: number; high: number }; meanGain: number } | null;
  /** Distinct final results (places and net worths): a check that seat-rotated games do not repeat. */
  distinctGames: number;
  /** Decision times per level and phase, in ms (one decision = one seat's whole answer to a decision point). */
  times: Record<string, Record<string, TimeSummary>>;
};

/**
 * Plays `games` games of one matchup: the tested bot takes seat (i mod seats) in game i, the field the others;
 * game i uses seed `firstSeed + i`. A win is first place; k seats sharing first place score 1/k each.
 */
export function runMatchup(
  m: Matchup,
  o: { games: number; firstSeed: number; seats?: number; options?: Partial<SrOptions>; now?: () => number; paired?: boolean; onGame?: (r: Sr1876GameResult, i: number) => void },
): MatchupResult {
  const seats = o.seats ?? 4;
  let wins = 0;
  const places = Array.from({ length: seats }, () => 0);
  const winsBySeat = Array.from({ length: seats }, () => 0);
  let testedWorth = 0;
  let fieldWorth = 0;
  let refused = 0;
  let timeouts = 0;
  const refusedActions: Sr1876GameResult['refusedActions'] = [];
  const distinct = new Set<string>();
  let pairedWins = 0;
  let pairedGain = 0;
  const times = new Map<string, Map<string, number[]>>();
  for (let i = 0; i < o.games; i++) {
    const testedSeat = i % seats;
    const levels = Array.from({ length: seats }, (_, k) => (k === testedSeat ? m.tested : m.field));
    const r = playSr1876Game({ seed: (o.firstSeed + i) >>> 0, levels, options: o.options, now: o.now });
    wins += winShare(r.places, testedSeat);
    winsBySeat[testedSeat] += winShare(r.places, testedSeat);
    places[Math.min(seats, r.places[testedSeat]) - 1] += 1;
    testedWorth += r.netWorth[testedSeat];
    fieldWorth += r.netWorth.reduce((n, w, k) => (k === testedSeat ? n : n + w), 0) / (seats - 1);
    refused += r.refused;
    timeouts += r.timeouts;
    if (refusedActions.length < 10) refusedActions.push(...r.refusedActions.slice(0, 10 - refusedActions.length));
    distinct.add(`${testedSeat}:${r.netWorth.join(',')}`);
    if (o.paired) {
      const base = playSr1876Game({ seed: (o.firstSeed + i) >>> 0, levels: levels.map(() => m.field), options: o.options });
      const diff = r.netWorth[testedSeat] - base.netWorth[testedSeat];
      pairedWins += diff > 0 ? 1 : diff === 0 ? 0.5 : 0;
      pairedGain += diff;
    }
    for (const d of r.decisions) {
      const byPhase = times.get(d.level) ?? new Map<string, number[]>();
      times.set(d.level, byPhase);
      const list = byPhase.get(d.phase) ?? [];
      byPhase.set(d.phase, list);
      list.push(d.ms);
    }
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
  const games = Math.max(1, o.games);
  return {
    name: m.name, tested: m.tested, field: m.field, seats, games: o.games, firstSeed: o.firstSeed, wins,
    winRate: wilson(wins, o.games), places, winsBySeat,
    meanNetWorth: { tested: Math.round(testedWorth / games), field: Math.round(fieldWorth / games) },
    refused, refusedActions, timeouts, distinctGames: distinct.size, times: timeTable,
    paired: o.paired ? { wins: pairedWins, rate: wilson(pairedWins, o.games), meanGain: Math.round(pairedGain / games) } : null,
  };
}
