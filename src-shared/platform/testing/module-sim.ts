/**
 * `npm run sim` for any game: complete games played by `playModuleGame` (random-legal players or the bots of one
 * level), one record per game, and the totals the tool prints — end reasons, turns, the winners' score, inputs
 * by type, refusals by reason, invariant violations, errors, and the game's own statistics from its tools hook
 * (`simStats` of each finished game, and the keys `eventStat` gives its events).
 * Pure: no clock, no randomness of its own (each game's players draw from a generator seeded from its seed).
 */
import { seedRng } from '../../rng.ts';
import type { AnyGameModule } from '../module.ts';
import type { GameTools } from './game-tools.ts';
import { playModuleGame, type PlayProblem, type SeatPlayer } from './module-play.ts';
import { bump, defaultBotSeed, distribution, sortedCounts, type Distribution } from './sim-stats.ts';

export type ModuleSimOptions = {
  module: AnyGameModule;
  tools?: GameTools;
  config: unknown;
  seed: number;
  player: SeatPlayer;
  timeoutRate: number;
  /** Safety stop (default: the driver's): a game needing more inputs ends as STUCK. */
  maxInputs?: number;
};

export type ModuleSimRecord = {
  seed: number;
  endReason: string;
  turns: number | null;
  winnerScore: number | null;
  inputs: number;
  inputTypes: Record<string, number>;
  refused: Record<string, number>;
  violations: PlayProblem[];
  errors: PlayProblem[];
  stats: Record<string, number>;
};

/** One complete game; every seat is played by `player`. */
export function simulateModuleGame(o: ModuleSimOptions): ModuleSimRecord {
  const counted: Record<string, number> = {};
  const eventStat = o.tools?.eventStat;
  const played = playModuleGame({
    module: o.module, config: o.config, seed: o.seed, playerOf: () => o.player, rng: seedRng(defaultBotSeed(o.seed)),
    timeoutRate: o.timeoutRate, checkInvariants: true, record: false, maxInputs: o.maxInputs,
    onEvents: eventStat ? (events) => {
      for (const e of events) {
        const key = eventStat(e as { type: string } & Record<string, unknown>);
        if (key !== null) bump(counted, key);
      }
    } : undefined,
  });
  const ended = played.stopped === null;
  const endReason = played.stopped ?? (o.tools?.endReason?.(played.finalState) ?? played.outcome?.reason ?? 'ENDED');
  const top = played.outcome?.ranking[0];
  return {
    seed: o.seed,
    endReason,
    turns: o.module.summary(played.finalState).turn,
    winnerScore: top ? top.score : null,
    inputs: played.inputCount,
    inputTypes: played.inputTypes,
    refused: played.refused,
    violations: played.violations,
    errors: played.errors,
    stats: { ...counted, ...(ended ? (o.tools?.simStats?.(played.finalState) ?? {}) : {}) },
  };
}

export type ModuleSimSummary = {
  game: string;
  games: number;
  players: number;
  endReasons: Record<string, number>;
  turns: Distribution | null;
  winnerScore: Distribution | null;
  inputs: { total: number; perGame: Distribution | null };
  inputTypes: Record<string, number>;
  refused: Record<string, number>;
  stats: Record<string, number>;
  invariantViolations: number;
  errors: number;
  /** The first ten problems, with their game's seed. */
  problems: ({ seed: number } & PlayProblem)[];
};

export function summarizeModuleSims(game: string, players: number, records: readonly ModuleSimRecord[]): ModuleSimSummary {
  const endReasons: Record<string, number> = {};
  const inputTypes: Record<string, number> = {};
  const refused: Record<string, number> = {};
  const stats: Record<string, number> = {};
  const problems: ({ seed: number } & PlayProblem)[] = [];
  let violations = 0;
  let errors = 0;
  const add = (into: Record<string, number>, from: Record<string, number>) => {
    for (const [k, v] of Object.entries(from)) into[k] = (into[k] ?? 0) + v;
  };
  for (const r of records) {
    bump(endReasons, r.endReason);
    add(inputTypes, r.inputTypes);
    add(refused, r.refused);
    add(stats, r.stats);
    violations += r.violations.length;
    errors += r.errors.length;
    for (const p of [...r.errors, ...r.violations]) if (problems.length < 10) problems.push({ seed: r.seed, ...p });
  }
  const numbers = (xs: (number | null)[]) => xs.filter((x): x is number => x !== null);
  return {
    game,
    games: records.length,
    players,
    endReasons: sortedCounts(endReasons),
    turns: distribution(numbers(records.map((r) => r.turns))),
    winnerScore: distribution(numbers(records.map((r) => r.winnerScore))),
    inputs: { total: records.reduce((n, r) => n + r.inputs, 0), perGame: distribution(records.map((r) => r.inputs)) },
    inputTypes: sortedCounts(inputTypes),
    refused: sortedCounts(refused),
    stats: sortedCounts(stats),
    invariantViolations: violations,
    errors,
    problems,
  };
}
