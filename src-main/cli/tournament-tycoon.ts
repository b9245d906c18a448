/**
 * `npm run tournament -- --game tycoon --games N --seed S [--matchup all|medium|hard|TESTED:FIELD]
 * [--mode trader|investor|strategist] [--years Y] [--budget MS] [--json]`: Stock Market Tycoon's bot
 * levels play seat-rotated 4-player games through the game module (no host, no database); the command prints
 * the tested bot's win rate with a 95 % Wilson interval, its places, and decision times per phase.
 * Exit status: 0 ok, 1 the module refused a bot input, 2 bad arguments.
 */
import { gameRegistry } from '../../src-shared/games/registry.ts';
import { HARD_BUDGET_MS } from '../../src-shared/games/tycoon/bots/hard.ts';
import { TYCOON_BOT_LEVELS, TYCOON_MODES } from '../../src-shared/games/tycoon/options.ts';
import { MATCHUPS, runMatchup } from '../../src-shared/games/tycoon/testing/tournament.ts';
import type { Mode } from '../../src-shared/games/tycoon/types.ts';
import { parseSeed } from '../../src-shared/rng.ts';
import { commandLine, machineLine, matchupsFromArg, pct, playMatchups, timesTable, WIN_LINE, WIN_RULE } from './game-tool-output.ts';
import { gameUsageLine, integerArg, parseToolOptions, UsageError } from './tool-args.ts';

const USAGE = `usage: npm run tournament -- --game tycoon [--games N] [--seed S] [--matchup all|medium|hard|TESTED:FIELD] [--mode M] [--years Y] [--budget MS] [--json]
${gameUsageLine(gameRegistry, 19)}
  --games N        games per matchup (default 100; 1..100000)
  --seed S         first game seed (default 1); game i uses S + i
  --matchup M      all (default), medium (Medium vs 3 Easy), hard (Hard vs 3 Medium), or any two levels
                   as TESTED:FIELD, e.g. easy:random (levels: ${TYCOON_BOT_LEVELS.join(', ')})
  --mode M         ${TYCOON_MODES.join(', ')} (default strategist)
  --years Y        market years 1..10 (default 10)
  --budget MS      the hard bot's time budget per decision (default ${HARD_BUDGET_MS})
  --json           print the results as JSON`;

function fail(message: string): never {
  throw new UsageError(`${message}\n${USAGE}`);
}

function parse(argv: string[]) {
  const { values } = parseToolOptions(argv, USAGE, {
    games: { type: 'string', default: '100' },
    seed: { type: 'string', default: '1' },
    matchup: { type: 'string', default: 'all' },
    mode: { type: 'string', default: 'strategist' },
    years: { type: 'string', default: '10' },
    budget: { type: 'string', default: String(HARD_BUDGET_MS) },
    json: { type: 'boolean', default: false },
  });
  const seed = parseSeed(values.seed);
  if (!seed.ok || values.seed === '') fail(seed.ok ? '--seed must not be empty' : seed.message);
  const matchups = matchupsFromArg(values.matchup, MATCHUPS, TYCOON_BOT_LEVELS, (a, b) => `${a}-vs-3-${b}`);
  if (!matchups) fail(`--matchup must be all, medium, hard or TESTED:FIELD with levels ${TYCOON_BOT_LEVELS.join(', ')}, got "${values.matchup}"`);
  if (!(TYCOON_MODES as readonly string[]).includes(values.mode)) fail(`--mode must be one of ${TYCOON_MODES.join(', ')}, got "${values.mode}"`);
  return {
    games: integerArg('games', values.games, 1, 100_000, USAGE),
    seed: seed.seed,
    matchups,
    mode: values.mode as Mode,
    years: integerArg('years', values.years, 1, 10, USAGE),
    budgetMs: integerArg('budget', values.budget, 1, 60_000, USAGE),
    json: values.json,
  };
}

export function tournamentTycoon(argv: string[]): void {
  const args = parse(argv);
  const machine = machineLine();
  const results = playMatchups(args.matchups, args, (m, onGame) =>
    runMatchup(m, { mode: args.mode, games: args.games, firstSeed: args.seed, years: args.years, budgetMs: args.budgetMs, now: () => performance.now(), onGame }),
  );
  const config = `4 seats, standard, ${args.mode}, ${args.years} years, other options default`;
  if (args.json) {
    console.log(JSON.stringify({ command: commandLine('npm run tournament'), machine, config, budgetMs: args.budgetMs, winRule: WIN_RULE, results }, null, 2));
  } else {
    const lines = [`machine  ${machine}`, `config   ${config}; hard budget ${args.budgetMs} ms per decision`, WIN_LINE];
    for (const r of results) {
      const w = r.winRate;
      lines.push(
        '',
        `${r.name} (${r.mode}): ${r.games} games, seeds ${args.seed}..${(args.seed + r.games - 1) >>> 0}, tested seat rotated, ${r.seconds} s`,
        `  ${r.tested} win rate ${pct(w.p)} (95% CI ${pct(w.low)}–${pct(w.high)}), wins ${Math.round(r.wins * 100) / 100}, places 1..4: ${r.places.join(' / ')}`,
        `  mean final net worth: ${r.tested} ${r.meanNetWorth.tested}, each ${r.field} ${r.meanNetWorth.field}`,
        `  refused bot inputs ${r.refused}, windows timed out on a bot ${r.timeouts}`,
        ...(r.hard ? [`  hard turn decisions ${r.hard.decisions}, mean plan nodes ${r.hard.meanNodes}`] : []),
        '  decision time per phase (one seat\'s whole answer to a window):',
        ...timesTable(r.times, 'phase', 10, 7),
      );
    }
    console.log(lines.join('\n'));
  }
  if (results.some((r) => r.refused > 0)) process.exitCode = 1;
}
