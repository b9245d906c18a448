/**
 * `npm run bench:engine -- [--game KIND] [--games N] [--rounds N] [--players K] [--level L] [--option K=V]… [--json]`:
 * rules-engine throughput of any registered game through its module, no host or database
 * (platform/testing/module-bench.ts): games recorded once by random-legal players (or one bot level), then
 * replayed through `applyInPlace` and `windows` as the session drives them — complete games per second (best and
 * median of the rounds) — and the slowest single input with its phase. Method and figures: docs/PERFORMANCE.md.
 * Not part of `npm test` (timings depend on the machine).
 */
import { arch, cpus, loadavg, platform, release, totalmem } from 'node:os';
import { gameRegistry } from '../../src-shared/games/registry.ts';
import type { AnyGameModule } from '../../src-shared/platform/module.ts';
import { benchModule } from '../../src-shared/platform/testing/module-bench.ts';
import { parseEngineToolArgs, playerArg, shareArg } from './engine-tool-args.ts';
import { everyGame } from './game-tools.ts';
import { gameUsageLine, integerArg, runGameCli } from './tool-args.ts';

const COLUMN = 19;
const FIRST_SEED = 1000;

export function benchUsage(module: AnyGameModule): string {
  return `usage: npm run bench:engine -- --game ${module.meta.kind} [--games N] [--rounds N] [--players K] [--level L] [--timeouts R] [--option K=V]... [--json]
${gameUsageLine(gameRegistry, COLUMN)}
  --games N        games recorded once and replayed per round (default 200; 10..5000)
  --rounds N       timed rounds (default 5; 1..100)
  --players K      seats per game (default 4 or the nearest the game allows; ${module.meta.players.min}..${module.meta.players.max})
  --level L        who plays while recording: legal (default) or a bot level (${module.bots.levels.join(', ')})
  --timeouts R     share of windows ended by their timeout while recording (default 0.1; 0..1)
  --review R       table option reviewSeconds 0..30 (default 5)
  --seed S         the first recorded game's seed (default ${FIRST_SEED})
  --json           print the results as JSON`;
}

function machineInfo() {
  const round1 = (x: number) => Math.round(x * 10) / 10;
  return {
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    memoryGiB: round1(totalmem() / 2 ** 30),
    os: `${platform()} ${release()} ${arch()}`,
    node: process.version,
    loadAverage1m: round1(loadavg()[0]),
  };
}

export function parseBenchArgs(module: AnyGameModule, argv: string[]) {
  const withSeed = argv.some((x) => x === '--seed' || x.startsWith('--seed=')) ? argv : [...argv, '--seed', String(FIRST_SEED)];
  const a = parseEngineToolArgs(module, withSeed, benchUsage(module), {
    games: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '5' },
    level: { type: 'string', default: 'legal' },
    timeouts: { type: 'string', default: '0.1' },
  }, COLUMN);
  return {
    ...a,
    games: integerArg('games', String(a.values.games), 10, 5000, a.usage),
    rounds: integerArg('rounds', String(a.values.rounds), 1, 100, a.usage),
    level: playerArg(module, String(a.values.level), a.usage),
    timeouts: shareArg('timeouts', String(a.values.timeouts), a.usage),
  };
}

export function bench(module: AnyGameModule, argv: string[]): void {
  const args = parseBenchArgs(module, argv);
  const machine = machineInfo();
  const r = benchModule(module, { config: args.config, games: args.games, rounds: args.rounds, firstSeed: args.seed, player: args.level, timeoutRate: args.timeouts, now: () => performance.now() });
  const options = Object.entries(args.options).map(([k, v]) => `${k}=${v}`).join(', ') || 'options default';
  const scenario = `${module.meta.title}, ${args.players} players, ${options}; ${args.level} players, timeouts ${args.timeouts}`;
  if (args.json) {
    console.log(JSON.stringify({ machine, game: module.meta.kind, scenario, rounds: args.rounds, firstSeed: args.seed, ...r }, null, 2));
    return;
  }
  const e = r.engineGamesPerSecond;
  const s = r.slowestInput;
  console.log(
    [
      `machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, ${machine.os}, Node ${machine.node}, load ${machine.loadAverage1m}`,
      '',
      `${scenario} (${r.games} games from seed ${args.seed}, ${r.inputsPerGame} inputs/game)`,
      `  engine only (replay through applyInPlace + windows): best ${e.best} games/s, median ${e.median} (rounds: ${e.rounds.join(', ')})`,
      `  with the players deciding (no invariant checks): ${r.withPlayersGamesPerSecond} games/s`,
      `  slowest single input: ${s.ms} ms (${s.type} in turn ${s.turn} ${s.phase}, seed ${s.seed})`,
    ].join('\n'),
  );
}

if (import.meta.main) await runGameCli('npm run bench:engine', process.argv.slice(2), everyGame(gameRegistry, bench), gameRegistry);
