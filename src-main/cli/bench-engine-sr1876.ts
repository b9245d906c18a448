/**
 * The 1876 stock round's `npm run bench:engine` (bench-engine.ts picks it with `--game sr1876`): complete
 * 4-player games of 4 rounds (Trinidad Six as written) per second on one core, twice:
 * - the rules engine alone: random-legal players (uniform among `candidateActions`, 10 % timeout defaults, their
 *   own generator; testing/sim.ts) play the games once, not timed, and the recorded actions are replayed from
 *   `init` through the engine's `applyInPlace` (timed);
 * - the live module the host runs (inputs → windows, records, views' inputs): random legal platform inputs
 *   (`legalActions`, a timeout now and then, the round-end reviews timed out) recorded once, then replayed from
 *   `create` through the module's `applyInPlace` with `windows` asked after each input, as the session does.
 * Each round replays every recorded game once per side; the figures are the best and the median of the rounds.
 * Not part of `npm test` (timings depend on the machine).
 */
import { defaultConfig, applyInPlace, init } from '../../src-shared/games/sr1876/engine.ts';
import { sr1876Module as M } from '../../src-shared/games/sr1876/module.ts';
import { simulateGame } from '../../src-shared/games/sr1876/testing/sim.ts';
import type { SrAction, SrConfig } from '../../src-shared/games/sr1876/types.ts';
import type { Input } from '../../src-shared/games/sr1876/inputs.ts';
import type { Sr1876GameConfig } from '../../src-shared/games/sr1876/live/types.ts';
import { DEFAULT_TABLE_OPTIONS } from '../../src-shared/platform/table-options.ts';
import { activeWindow } from '../../src-shared/platform/windows.ts';
import { pick, randInt, seedRng } from '../../src-shared/rng.ts';
import { integerArg, parseToolOptions } from './tool-args.ts';

const USAGE = `usage: npm run bench:engine -- --game sr1876 [--games N] [--rounds N] [--json]
  --games N    games recorded and replayed per round (default 500; 10..5000)
  --rounds N   timed rounds (default 5; 1..100)
  --json       print the results as JSON`;

const FIRST_SEED = 1000;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const round1 = (x: number) => Math.round(x * 10) / 10;

type EngineGame = { config: SrConfig; actions: SrAction[] };
type ModuleGame = { config: Sr1876GameConfig; seed: number; inputs: Input[] };

function recordEngine(games: number): { games: EngineGame[]; seconds: number; actions: number } {
  const out: EngineGame[] = [];
  let actions = 0;
  const t0 = performance.now();
  for (let i = 0; i < games; i++) {
    const config = defaultConfig(4, { seed: FIRST_SEED + i });
    const r = simulateGame({ config, invariants: 'off' });
    if (r.errors.length > 0 || r.finalState.step !== 'GAME_OVER') throw new Error(`seed ${config.seed}: ${r.endReason} ${JSON.stringify(r.errors[0])}`);
    out.push({ config, actions: r.actions });
    actions += r.actions.length;
  }
  return { games: out, seconds: (performance.now() - t0) / 1000, actions };
}

function recordModule(games: number): { games: ModuleGame[]; inputs: number } {
  const out: ModuleGame[] = [];
  let inputs = 0;
  for (let i = 0; i < games; i++) {
    const seed = FIRST_SEED + i;
    const config = M.config.make(4, ['A', 'B', 'C', 'D'], {}, DEFAULT_TABLE_OPTIONS);
    const game = M.create(config, seed);
    const rng = seedRng(seed ^ 0x5bd1e995);
    const played: Input[] = [];
    while (M.status(game) === 'RUNNING') {
      const window = activeWindow(M.windows(game))!;
      const options = window.kind === 'display' ? [] : window.seats.flatMap((p) => M.legalActions(game, p));
      const input = options.length > 0 && randInt(rng, 0, 9) > 0 ? pick(rng, options) : M.inputs.timeout(window.id);
      const r = M.applyInPlace(game, input);
      if (!r.ok) throw new Error(`seed ${seed}: ${input.type} refused: ${r.reason}`);
      played.push(input);
    }
    out.push({ config, seed, inputs: played });
    inputs += played.length;
  }
  return { games: out, inputs };
}

function replayEngine(games: EngineGame[]): number {
  const t0 = performance.now();
  for (const g of games) {
    const { state } = init(g.config);
    for (const a of g.actions) applyInPlace(state, a);
    if (state.step !== 'GAME_OVER') throw new Error(`seed ${g.config.seed} did not end on replay`);
  }
  return (performance.now() - t0) / 1000;
}

function replayModule(games: ModuleGame[]): number {
  const t0 = performance.now();
  for (const g of games) {
    const game = M.create(g.config, g.seed);
    for (const input of g.inputs) {
      M.applyInPlace(game, input);
      M.windows(game);
    }
    if (M.status(game) !== 'ENDED') throw new Error(`seed ${g.seed} did not end on replay`);
  }
  return (performance.now() - t0) / 1000;
}

export function benchSr1876(argv: string[], machine: Record<string, unknown>): void {
  const { values } = parseToolOptions(argv, USAGE, { games: { type: 'string', default: '500' }, rounds: { type: 'string', default: '5' }, json: { type: 'boolean', default: false } });
  const gameCount = integerArg('games', values.games, 10, 5000, USAGE);
  const rounds = integerArg('rounds', values.rounds, 1, 100, USAGE);

  const engine = recordEngine(gameCount);
  const live = recordModule(gameCount);
  replayEngine(engine.games);
  replayModule(live.games);
  const eRates: number[] = [];
  const mRates: number[] = [];
  for (let i = 0; i < rounds; i++) {
    eRates.push(gameCount / replayEngine(engine.games));
    mRates.push(gameCount / replayModule(live.games));
  }
  const rate = (xs: number[]) => ({ best: round1(Math.max(...xs)), median: round1(median(xs)), rounds: xs.map(round1) });
  const result = {
    machine,
    rounds,
    scenario: '4 players × 4 rounds, Trinidad Six, default flags',
    games: gameCount,
    engine: {
      players: 'random-legal: uniform among candidateActions, 10 % timeout defaults, own generator',
      actionsPerGame: Math.round(engine.actions / gameCount),
      gamesPerSecond: rate(eRates),
      withPlayersGamesPerSecond: round1(gameCount / engine.seconds),
    },
    module: {
      players: 'random legal platform inputs (legalActions), 10 % timeouts, reviews timed out',
      inputsPerGame: Math.round(live.inputs / gameCount),
      gamesPerSecond: rate(mRates),
    },
  };
  if (values.json) {
    console.log(JSON.stringify(result, null, 2));
    return;
  }
  const m = machine as { cpu: string; cores: number; memoryGiB: number; os: string; node: string; loadAverage1m: number };
  console.log(`machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB, ${m.os}, Node ${m.node}, load ${m.loadAverage1m}`);
  const e = result.engine;
  const l = result.module;
  console.log(`\n1876 stock round, ${result.scenario} (${gameCount} games)`);
  console.log(`  engine only (${e.actionsPerGame} actions/game; ${e.players}):`);
  console.log(`    best ${e.gamesPerSecond.best} games/s, median ${e.gamesPerSecond.median} (rounds: ${e.gamesPerSecond.rounds.join(', ')})`);
  console.log(`    with the players deciding (no invariant checks): ${e.withPlayersGamesPerSecond} games/s`);
  console.log(`  live module (${l.inputsPerGame} inputs/game; ${l.players}):`);
  console.log(`    best ${l.gamesPerSecond.best} games/s, median ${l.gamesPerSecond.median} (rounds: ${l.gamesPerSecond.rounds.join(', ')})`);
}
