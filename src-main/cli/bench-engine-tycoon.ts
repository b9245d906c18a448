/**
 * Stock Market Tycoon's `npm run bench:engine` (bench-engine.ts picks it with `--game tycoon`): complete
 * 4-player Strategist games of 10 years per second on one core, beside Sectors' 4-player figure measured in the
 * same run, and their ratio (target: Tycoon ≥ 2× Sectors).
 *
 * Both games are measured the same way, as bench-engine.ts measures Sectors: random-legal players play the
 * games once (not timed) to record their inputs, then the recorded inputs are replayed from the start through
 * the engine's `applyInPlace` (timed: engine work alone). Tycoon's players pick uniformly among
 * `candidateActions` (10 % of decisions are the timeout default) with their own generator; Sectors' are its
 * random bots (bots/random.ts). The two replays alternate round by round, so machine load hits both alike;
 * the reported figures are the medians of the rounds.
 * Not part of `npm test` (timings depend on the machine).
 */
import { applyInPlace, defaultConfig, init } from '../../src-shared/games/tycoon/engine.ts';
import { simulateGame } from '../../src-shared/games/tycoon/testing/sim.ts';
import type { TycoonAction, TycoonConfig } from '../../src-shared/games/tycoon/types.ts';
import { integerArg, parseToolOptions } from './tool-args.ts';

/** Sectors' side, prepared by bench-engine.ts (its own recording and replay). */
export type SectorsBaseline = {
  name: string;
  games: number;
  inputsPerGame: number;
  withBotsGamesPerSecond: number;
  /** Replays every recorded game once; returns the seconds taken. */
  replayOnce(): number;
};

const USAGE = `usage: npm run bench:engine -- --game tycoon [--games N] [--rounds N] [--json]
  --games N    Tycoon games recorded and replayed per round (default 200; 10..2000)
  --rounds N   timed rounds (default 5; 1..100)
  --json       print the results as JSON`;

const FIRST_SEED = 1000;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const round1 = (x: number) => Math.round(x * 10) / 10;

type Recorded = { config: TycoonConfig; actions: TycoonAction[] };

function recordTycoon(games: number): { games: Recorded[]; seconds: number; actions: number } {
  const out: Recorded[] = [];
  let actions = 0;
  const t0 = performance.now();
  for (let i = 0; i < games; i++) {
    const config = defaultConfig(4, { mode: 'strategist', seed: FIRST_SEED + i });
    const r = simulateGame({ config, invariants: 'off' });
    if (r.errors.length > 0 || r.finalState.step !== 'GAME_OVER') throw new Error(`seed ${config.seed}: ${r.endReason} ${JSON.stringify(r.errors[0])}`);
    out.push({ config, actions: r.actions });
    actions += r.actions.length;
  }
  return { games: out, seconds: (performance.now() - t0) / 1000, actions };
}

/** Replays every recorded game `passes` times; returns the seconds taken. */
function replayTycoon(games: Recorded[], passes: number): number {
  const t0 = performance.now();
  for (let k = 0; k < passes; k++) {
    for (const g of games) {
      const { state } = init(g.config);
      for (const a of g.actions) applyInPlace(state, a);
      if (state.step !== 'GAME_OVER') throw new Error(`seed ${g.config.seed} did not end on replay`);
    }
  }
  return (performance.now() - t0) / 1000;
}

export function benchTycoon(argv: string[], prepareSectors: () => SectorsBaseline, machine: Record<string, unknown>): void {
  const { values } = parseToolOptions(argv, USAGE, { games: { type: 'string', default: '200' }, rounds: { type: 'string', default: '5' }, json: { type: 'boolean', default: false } });
  const gameCount = integerArg('games', values.games, 10, 2000, USAGE);
  const rounds = integerArg('rounds', values.rounds, 1, 100, USAGE);

  const tycoon = recordTycoon(gameCount);
  const sectors = prepareSectors();
  // A Tycoon game replays in a fraction of a Sectors game's time: each round replays the recorded games
  // PASSES times, so both sides of a round run long enough for a stable figure.
  const PASSES = 3;
  // Warm-up, then alternate the two replays round by round.
  replayTycoon(tycoon.games, 1);
  sectors.replayOnce();
  const tRates: number[] = [];
  const sRates: number[] = [];
  for (let i = 0; i < rounds; i++) {
    tRates.push((gameCount * PASSES) / replayTycoon(tycoon.games, PASSES));
    sRates.push(sectors.games / sectors.replayOnce());
  }
  const result = {
    machine,
    rounds,
    tycoon: {
      scenario: '4 players × 10 years, Strategist, Standard',
      players: 'random-legal: uniform among candidateActions, 10 % timeout defaults, own generator',
      games: gameCount,
      passesPerRound: PASSES,
      actionsPerGame: Math.round(tycoon.actions / gameCount),
      engineGamesPerSecond: { best: round1(Math.max(...tRates)), median: round1(median(tRates)), rounds: tRates.map(round1) },
      withPlayersGamesPerSecond: round1(gameCount / tycoon.seconds),
    },
    sectors: {
      scenario: sectors.name,
      players: 'random-legal bots (sectors/bots/random.ts), automatic phases ended by TIMEOUT',
      games: sectors.games,
      inputsPerGame: sectors.inputsPerGame,
      engineGamesPerSecond: { best: round1(Math.max(...sRates)), median: round1(median(sRates)), rounds: sRates.map(round1) },
      withBotsGamesPerSecond: sectors.withBotsGamesPerSecond,
    },
    ratio: Math.round((median(tRates) / median(sRates)) * 100) / 100,
    target: 2,
  };

  if (values.json) {
    console.log(JSON.stringify(result, null, 2));
    return;
  }
  const m = machine as { cpu: string; cores: number; memoryGiB: number; os: string; node: string; loadAverage1m: number };
  const t = result.tycoon;
  const s = result.sectors;
  console.log(`machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB, ${m.os}, Node ${m.node}, load ${m.loadAverage1m}`);
  console.log(`\nTycoon ${t.scenario} (${t.games} games × ${t.passesPerRound} per round, ${t.actionsPerGame} actions/game; players: ${t.players})`);
  console.log(`  engine only (replay through applyInPlace): best ${t.engineGamesPerSecond.best} games/s, median ${t.engineGamesPerSecond.median} (rounds: ${t.engineGamesPerSecond.rounds.join(', ')})`);
  console.log(`  with the players deciding (no invariant checks): ${t.withPlayersGamesPerSecond} games/s`);
  console.log(`\nSectors ${s.scenario}, same run (${s.games} games, ${s.inputsPerGame} inputs/game; players: ${s.players})`);
  console.log(`  engine only (replay through applyInPlace): best ${s.engineGamesPerSecond.best} games/s, median ${s.engineGamesPerSecond.median} (rounds: ${s.engineGamesPerSecond.rounds.join(', ')})`);
  console.log(`  with bots deciding + invariants per phase: ${s.withBotsGamesPerSecond} games/s`);
  console.log(`\nTycoon / Sectors (median engine-only games/s): ${result.ratio}× (target ≥ ${result.target}×)`);
}
