/**
 * `npm run tournament -- [--game KIND] --games N --seed S [--matchup all|medium|hard] [--budget MS] [--json]`:
 * bot levels play seat-rotated 4-player games on the rules engine alone (no host, no database) and the
 * command prints the tested bot's win rate with a 95 % Wilson interval, its places, and decision times per
 * phase type (median / p95 / max) for each level.
 *
 * Matchups: one Medium against three Easy, one Hard against three Medium; the tested bot sits in seat
 * (i mod 4) of game i, and game i uses seed S + i. A win is first place; k seats sharing first place
 * each score 1/k of a win. Exit status: 0 ok, 1 the engine refused a bot input, 2 bad arguments (an unknown
 * game, or a game without a tournament yet, included). Sectors' is below; Stock Market Tycoon's (with its own
 * options: --mode, --years) is in tournament-tycoon.ts.
 */
import { gameRegistry } from '../../src-shared/games/registry.ts';
import { makeConfig } from '../../src-shared/games/sectors/config.ts';
import { MATCHUPS, runMatchup } from '../../src-shared/games/sectors/testing/tournament.ts';
import { BOT_LEVELS } from '../../src-shared/games/sectors/bots/index.ts';
import { HARD_BUDGET_MS } from '../../src-shared/games/sectors/bots/hard.ts';
import { parseSeed } from '../../src-shared/rng.ts';
import { commandLine, machineLine, matchupsFromArg, pct, playMatchups, timesTable, WIN_LINE, WIN_RULE } from './game-tool-output.ts';
import { maxTurnsArg } from './sim-args.ts';
import { gameUsageLine, integerArg, parseToolOptions, runGameCli, UsageError } from './tool-args.ts';
import { tournamentTycoon } from './tournament-tycoon.ts';
import { tournamentSr1876 } from './tournament-sr1876.ts';

const USAGE = `usage: npm run tournament -- [--game KIND] [--games N] [--seed S] [--matchup all|medium|hard|TESTED:FIELD] [--budget MS] [--json]
${gameUsageLine(gameRegistry, 19)}
  --games N        games per matchup (default 100; 1..100000)
  --seed S         first game seed (default 1); game i uses S + i
  --matchup M      all (default), medium (Medium vs 3 Easy), hard (Hard vs 3 Medium), or any two levels
                   as TESTED:FIELD, e.g. easy:random (levels: ${BOT_LEVELS.join(', ')})
  --budget MS      the hard bot's time budget per decision (default ${HARD_BUDGET_MS})
  --max-turns T    host option maxTurns: 8, 11, 15, 19 or 23 (default 8)
  --json           print the results as JSON`;

function fail(message: string): never {
  throw new UsageError(`${message}\n${USAGE}`);
}

const integer = (name: string, raw: string, min: number, max: number) => integerArg(name, raw, min, max, USAGE);

function parse(argv: string[]) {
  const { values } = parseToolOptions(argv, USAGE, {
    games: { type: 'string', default: '100' },
    seed: { type: 'string', default: '1' },
    matchup: { type: 'string', default: 'all' },
    budget: { type: 'string', default: String(HARD_BUDGET_MS) },
    'max-turns': { type: 'string', default: '8' },
    json: { type: 'boolean', default: false },
  });
  const seed = parseSeed(values.seed);
  if (!seed.ok || values.seed === '') fail(seed.ok ? '--seed must not be empty' : seed.message);
  const matchups = matchupsFromArg(values.matchup, MATCHUPS, BOT_LEVELS, (a, b) => `${a}-vs-3-${b}`);
  if (!matchups) fail(`--matchup must be all, medium, hard or TESTED:FIELD with levels ${BOT_LEVELS.join(', ')}, got "${values.matchup}"`);
  const maxTurns = maxTurnsArg(values['max-turns'], USAGE);
  return {
    games: integer('games', values.games, 1, 100_000),
    seed: seed.seed,
    matchups,
    budgetMs: integer('budget', values.budget, 1, 60_000),
    maxTurns,
    json: values.json,
  };
}

function tournamentSectors(argv: string[]): void {
  const args = parse(argv);
  const config = makeConfig(4, { maxTurns: args.maxTurns, reviewSeconds: 0 });
  const chosen = args.matchups;
  const machine = machineLine();
  const results = playMatchups(chosen, args, (m, onGame) =>
    runMatchup(m, { config, games: args.games, firstSeed: args.seed, budgetMs: args.budgetMs, now: () => performance.now(), onGame }),
  );
  if (args.json) {
    console.log(JSON.stringify({ command: commandLine('npm run tournament'), machine, config, budgetMs: args.budgetMs, winRule: WIN_RULE, results }, null, 2));
  } else {
    const lines = [`machine  ${machine}`, `config   4 seats, maxTurns ${args.maxTurns}, other options default; hard budget ${args.budgetMs} ms per decision`, WIN_LINE];
    for (const r of results) {
      const w = r.winRate;
      lines.push(
        '',
        `${r.name}: ${r.games} games, seeds ${args.seed}..${(args.seed + r.games - 1) >>> 0}, tested seat rotated, ${r.seconds} s`,
        `  ${r.tested} win rate ${pct(w.p)} (95% CI ${pct(w.low)}–${pct(w.high)}), wins ${Math.round(r.wins * 100) / 100}, places 1..4: ${r.places.join(' / ')}`,
        `  mean final net worth: ${r.tested} ${r.meanNetWorth.tested}, each ${r.field} ${r.meanNetWorth.field}`,
        `  refused bot inputs ${r.refused}${r.refused > 0 ? ` ${JSON.stringify(r.refusedReasons)}` : ''}`,
        ...(r.hard ? [`  hard decisions ${r.hard.decisions}, fell back to medium (budget) ${r.hard.fellBack}, mean rollouts ${r.hard.meanRollouts}`] : []),
        '  decision time per phase:',
        ...timesTable(r.times, 'phase', 26, 6),
      );
    }
    console.log(lines.join('\n'));
  }
  if (results.some((r) => r.refused > 0)) process.exitCode = 1;
}

await runGameCli('npm run tournament', process.argv.slice(2), { sectors: tournamentSectors, tycoon: tournamentTycoon, sr1876: tournamentSr1876 }, gameRegistry);
