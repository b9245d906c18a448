/**
 * `npm run tournament` for any game: two of its bot levels play seat-rotated games through `playModuleGame`.
 * The tested level sits in seat (i mod seats) of game i (seed firstSeed + i), the field's level in every other
 * seat. A win is first place by the game's own `outcome` ranking; k seats sharing the first score share it
 * (1/k each). With `paired`, each game is played again with the field's level in the tested seat too, and
 * the tested bot "wins" the pair when its seat ends with the higher score (equal: half) — the seat's and the
 * deal's luck taken out. Decision times are one seat's whole answer to a window, per level and phase. The bots
 * play as the host plays bot seats (module-play.ts), so a game is a function of (config, seed, levels) as long
 * as no thinking bot runs out of its time budget.
 */
import { seedRng } from '../../rng.ts';
import { timeSummary, wilson, winShare, type TimeSummary } from '../../tournament-stats.ts';
import type { AnyGameModule } from '../module.ts';
import { playModuleGame, seatIds, type PlayResult } from './module-play.ts';
import { defaultBotSeed } from './sim-stats.ts';

export type ModuleMatchup = { name: string; tested: string; field: string };

export type ModuleMatchupResult = {
  name: string;
  tested: string;
  field: string;
  seats: number;
  games: number;
  firstSeed: number;
  wins: number;
  winRate: { p: number; low: number; high: number };
  /** Games the tested bot finished in each place 1..seats (a shared place counts for each sharer). */
  places: number[];
  meanScore: { tested: number; field: number };
  refused: number;
  refusedReasons: Record<string, number>;
  /** Games that stopped before their end (stuck or the engine threw): must be 0. */
  unfinished: number;
  /** Windows still waiting after every bot had answered, ended by their timeout (a bot left an answer owed). */
  stalled: number;
  paired: { wins: number; rate: { p: number; low: number; high: number }; meanGain: number } | null;
  times: Record<string, Record<string, TimeSummary>>;
};

/** The standard pairs: each level against a field of the level below it, strongest first tested last. */
export function standardMatchups(levels: readonly string[], seats: number): ModuleMatchup[] {
  const ranked = levels.filter((l) => l !== 'random');
  const out: ModuleMatchup[] = [];
  for (let i = 1; i < ranked.length; i++) out.push({ name: matchupName(ranked[i], ranked[i - 1], seats), tested: ranked[i], field: ranked[i - 1] });
  if (out.length === 0 && ranked.length === 1 && levels.includes('random')) out.push({ name: matchupName(ranked[0], 'random', seats), tested: ranked[0], field: 'random' });
  return out;
}

export function matchupName(tested: string, field: string, seats: number): string {
  return `${tested}-vs-${seats - 1}-${field}`;
}

/** Places 1..seats of each seat from the outcome's ranking (equal scores share a place). */
function placesOf(result: PlayResult, seats: readonly string[]): number[] {
  const ranking = result.outcome?.ranking ?? [];
  return seats.map((seat) => {
    const mine = ranking.find((r) => r.player === seat);
    return mine ? 1 + ranking.filter((r) => r.score > mine.score).length : seats.length;
  });
}

export { seatIds };

const scoreOf = (result: PlayResult, seat: string): number => result.outcome?.ranking.find((r) => r.player === seat)?.score ?? 0;

export function runModuleMatchup(
  module: AnyGameModule,
  m: ModuleMatchup,
  o: {
    config: unknown;
    games: number;
    firstSeed: number;
    now?: () => number;
    budgetMs?: number;
    paired?: boolean;
    /** Sees every finished game of the matchup (not the paired replays): its number, the tested seat and how it went. */
    onGame?: (i: number, game: { tested: string; result: PlayResult }) => void;
  },
): ModuleMatchupResult {
  const seats = seatIds(module.config.seats(o.config));
  let wins = 0;
  const places = seats.map(() => 0);
  let testedScore = 0;
  let fieldScore = 0;
  let refused = 0;
  let unfinished = 0;
  let stalled = 0;
  const refusedReasons: Record<string, number> = {};
  let pairedWins = 0;
  let pairedGain = 0;
  const times = new Map<string, Map<string, number[]>>();
  const play = (seed: number, levelOf: (seat: string) => string, timed: boolean) =>
    playModuleGame({
      module, config: o.config, seed, playerOf: levelOf, rng: seedRng(defaultBotSeed(seed)), timeoutRate: 0, checkInvariants: false, record: false,
      now: o.now, budgetMs: o.budgetMs,
      onDecision: timed ? (seat, phase, ms) => {
        const level = levelOf(seat);
        const byPhase = times.get(level) ?? new Map<string, number[]>();
        times.set(level, byPhase);
        for (const key of [phase, 'ALL']) byPhase.set(key, [...(byPhase.get(key) ?? []), ms]);
      } : undefined,
    });

  for (let i = 0; i < o.games; i++) {
    const seed = (o.firstSeed + i) >>> 0;
    const tested = seats[i % seats.length];
    const r = play(seed, (seat) => (seat === tested ? m.tested : m.field), true);
    if (r.stopped !== null) unfinished += 1;
    stalled += r.stalled;
    const p = placesOf(r, seats);
    const t = seats.indexOf(tested);
    wins += winShare(p, t);
    places[Math.min(seats.length, p[t]) - 1] += 1;
    testedScore += scoreOf(r, tested);
    fieldScore += seats.filter((s) => s !== tested).reduce((n, s) => n + scoreOf(r, s), 0) / (seats.length - 1);
    for (const [reason, n] of Object.entries(r.refused)) {
      refused += n;
      refusedReasons[reason] = (refusedReasons[reason] ?? 0) + n;
    }
    if (o.paired) {
      const diff = scoreOf(r, tested) - scoreOf(play(seed, () => m.field, false), tested);
      pairedWins += diff > 0 ? 1 : diff === 0 ? 0.5 : 0;
      pairedGain += diff;
    }
    o.onGame?.(i, { tested, result: r });
  }
  const round2 = (x: number) => Math.round(x * 100) / 100;
  return {
    ...m,
    seats: seats.length,
    games: o.games,
    firstSeed: o.firstSeed,
    wins,
    winRate: wilson(wins, o.games),
    places,
    meanScore: { tested: round2(testedScore / o.games), field: round2(fieldScore / o.games) },
    refused,
    refusedReasons,
    unfinished,
    stalled,
    paired: o.paired ? { wins: pairedWins, rate: wilson(pairedWins, o.games), meanGain: round2(pairedGain / o.games) } : null,
    times: Object.fromEntries([...times].map(([level, byPhase]) => [level, Object.fromEntries([...byPhase].map(([phase, xs]) => [phase, timeSummary(xs)]))])),
  };
}
