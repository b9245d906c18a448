/**
 * `npm run bench:engine`: rules-engine throughput, no host or database.
 *
 * 1. Bots play the games once (not timed) to record their inputs: 200 games of 4 players and 50 games of
 *    12 players, 8 turns each, default host options, automatic phases ended by TIMEOUT as the host does.
 * 2. Timed: the recorded inputs are replayed from `create` through `applyInPlace` — complete games per
 *    second of engine work alone. Each scenario runs several rounds (after a warm-up); best and median shown.
 * 3. Timed per input, in every round: the slowest single `applyInPlace` that ended a phase (the phase
 *    resolution) with the phase it ended and the one it entered; the worst over all rounds, the median of
 *    the rounds' maxima, and the phases slowest on average.
 * Also shown: complete games per second with the bots deciding (engine + bots + invariant checks per phase).
 *
 * Options: --game KIND (default sectors), --rounds N (default 5), --json.
 * `--game tycoon` is Stock Market Tycoon's bench (bench-engine-tycoon.ts): its games/s beside Sectors' 4-player
 * figure, which it takes from here, measured in the same run. `--game sr1876` is the 1876 stock round's
 * (bench-engine-sr1876.ts): engine-only and live-module games/s.
 * Not part of `npm test` (timings depend on the machine).
 */
import { arch, cpus, loadavg, platform, release, totalmem } from 'node:os';
import { gameRegistry } from '../../src-shared/games/registry.ts';
import { applyInPlace, create } from '../../src-shared/games/sectors/engine.ts';
import { makeConfig } from '../../src-shared/games/sectors/config.ts';
import { simulateGame } from '../../src-shared/games/sectors/testing/sim.ts';
import type { GameConfig, Input } from '../../src-shared/games/sectors/types.ts';
import { benchSr1876 } from './bench-engine-sr1876.ts';
import { benchTycoon, type SectorsBaseline } from './bench-engine-tycoon.ts';
import { gameUsageLine, integerArg, parseToolOptions, runGameCli } from './tool-args.ts';

type Scenario = { name: string; players: number; games: number };
const SCENARIOS: Scenario[] = [
  { name: '4 players × 8 turns', players: 4, games: 200 },
  { name: '12 players × 8 turns', players: 12, games: 50 },
];
const FIRST_SEED = 1000;

const USAGE = `usage: npm run bench:engine -- [--game KIND] [--rounds N] [--json]
${gameUsageLine(gameRegistry, 15)}
  --rounds N   timed rounds per scenario (default 5; 1..100)
  --json       print the results as JSON`;

function parse(argv: string[]): { rounds: number; json: boolean } {
  const { values } = parseToolOptions(argv, USAGE, { rounds: { type: 'string', default: '5' }, json: { type: 'boolean', default: false } });
  return { rounds: integerArg('rounds', values.rounds, 1, 100, USAGE), json: values.json };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const round1 = (x: number) => Math.round(x * 10) / 10;

type Recorded = { config: GameConfig; seed: number; inputs: Input[] };

function record(sc: Scenario): { games: Recorded[]; botSeconds: number; inputs: number } {
  const config = makeConfig(sc.players);
  const games: Recorded[] = [];
  const t0 = performance.now();
  let inputs = 0;
  for (let i = 0; i < sc.games; i++) {
    const seed = FIRST_SEED + i;
    const r = simulateGame({ config, seed, autoTimeout: true });
    if (r.violations.length || r.errors.length || r.endReason !== 'MAX_TURNS') throw new Error(`seed ${seed}: ${r.endReason} ${JSON.stringify([...r.errors, ...r.violations][0])}`);
    games.push({ config, seed, inputs: r.inputs });
    inputs += r.inputs.length;
  }
  return { games, botSeconds: (performance.now() - t0) / 1000, inputs };
}

function replayAll(games: Recorded[]): number {
  const t0 = performance.now();
  for (const g of games) {
    const s = create(g.config, g.seed);
    for (const input of g.inputs) applyInPlace(s, input);
    if (s.status !== 'ENDED') throw new Error(`seed ${g.seed} did not end on replay`);
  }
  return (performance.now() - t0) / 1000;
}

type Slowest = { ms: number; ended: string; entered: string; turn: number; seed: number };
type PhaseTimes = { slowest: Slowest; meanMsByEndedPhase: Record<string, number> };

/** Times every `applyInPlace` that ended a phase: the slowest one, and the mean per ended phase. */
function phaseTimes(games: Recorded[]): PhaseTimes {
  let slowest: Slowest = { ms: -1, ended: '', entered: '', turn: 0, seed: 0 };
  const sum: Record<string, { ms: number; n: number }> = {};
  for (const g of games) {
    const s = create(g.config, g.seed);
    for (const input of g.inputs) {
      const serial = s.phaseSerial;
      const ended = s.phase;
      const turn = s.turn;
      const t0 = performance.now();
      applyInPlace(s, input);
      const ms = performance.now() - t0;
      if (s.phaseSerial === serial) continue;
      const entry = (sum[ended] ??= { ms: 0, n: 0 });
      entry.ms += ms;
      entry.n += 1;
      if (ms > slowest.ms) slowest = { ms, ended, entered: s.status === 'ENDED' ? 'GAME_ENDED' : s.phase, turn, seed: g.seed };
    }
  }
  const means = Object.entries(sum).map(([phase, { ms, n }]) => [phase, Math.round((ms / n) * 1000) / 1000] as const).sort((a, b) => b[1] - a[1]);
  return { slowest, meanMsByEndedPhase: Object.fromEntries(means.slice(0, 3)) };
}

const ms3 = (x: number) => Math.round(x * 1000) / 1000;

function machineInfo() {
  return {
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    memoryGiB: round1(totalmem() / 2 ** 30),
    os: `${platform()} ${release()} ${arch()}`,
    node: process.version,
    loadAverage1m: round1(loadavg()[0]),
  };
}

/** The 4-player scenario recorded as above, for Tycoon's bench to replay beside its own games. */
function sectorsBaseline(): SectorsBaseline {
  const sc = SCENARIOS[0];
  const rec = record(sc);
  return { name: sc.name, games: sc.games, inputsPerGame: Math.round(rec.inputs / sc.games), withBotsGamesPerSecond: round1(sc.games / rec.botSeconds), replayOnce: () => replayAll(rec.games) };
}

function benchSectors(argv: string[]): void {
  const { rounds, json } = parse(argv);
  const machine = machineInfo();

  const results = [];
  for (const sc of SCENARIOS) {
    const rec = record(sc);
    replayAll(rec.games); // warm-up
    const rates: number[] = [];
    for (let i = 0; i < rounds; i++) rates.push(sc.games / replayAll(rec.games));
    // The slowest phase end of each round (a one-off GC pause can make one round's maximum an outlier).
    const timed = Array.from({ length: rounds }, () => phaseTimes(rec.games));
    const maxima = timed.map((t) => t.slowest).sort((a, b) => a.ms - b.ms);
    const worst = maxima[maxima.length - 1];
    const typical = maxima[Math.floor((maxima.length - 1) / 2)];
    results.push({
      scenario: sc.name,
      games: sc.games,
      inputsPerGame: Math.round(rec.inputs / sc.games),
      engineGamesPerSecond: { best: round1(Math.max(...rates)), median: round1(median(rates)), rounds: rates.map(round1) },
      withBotsGamesPerSecond: round1(sc.games / rec.botSeconds),
      slowestPhaseResolution: {
        worst: { ...worst, ms: ms3(worst.ms) },
        medianOfRoundMaxima: { ...typical, ms: ms3(typical.ms) },
        slowestMeanMsByEndedPhase: timed[timed.length - 1].meanMsByEndedPhase,
      },
    });
  }

  if (json) {
    console.log(JSON.stringify({ machine, rounds, results }, null, 2));
  } else {
    console.log(`machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, ${machine.os}, Node ${machine.node}, load ${machine.loadAverage1m}`);
    for (const r of results) {
      console.log(`\n${r.scenario} (${r.games} games, ${r.inputsPerGame} inputs/game)`);
      console.log(`  engine only (replay through applyInPlace): best ${r.engineGamesPerSecond.best} games/s, median ${r.engineGamesPerSecond.median} (rounds: ${r.engineGamesPerSecond.rounds.join(', ')})`);
      console.log(`  with bots deciding + invariants per phase: ${r.withBotsGamesPerSecond} games/s`);
      const { worst, medianOfRoundMaxima: typical, slowestMeanMsByEndedPhase: means } = r.slowestPhaseResolution;
      console.log(`  slowest phase resolution: ${worst.ms} ms (ending ${worst.ended} → ${worst.entered}, turn ${worst.turn}, seed ${worst.seed})`);
      console.log(`    median of the ${rounds} rounds' slowest: ${typical.ms} ms (ending ${typical.ended} → ${typical.entered}, turn ${typical.turn}, seed ${typical.seed})`);
      console.log(`    slowest on average: ${Object.entries(means).map(([phase, ms]) => `${phase} ${ms} ms`).join(', ')}`);
    }
  }
}

await runGameCli('npm run bench:engine', process.argv.slice(2), { sectors: benchSectors, tycoon: (argv) => benchTycoon(argv, sectorsBaseline, machineInfo()), sr1876: (argv) => benchSr1876(argv, machineInfo()) }, gameRegistry);
