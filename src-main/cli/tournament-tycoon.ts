/**
 * `npm run tournament -- --game tycoon --games N --seed S [--matchup all|medium|hard|TESTED:FIELD]
 * [--mode trader|investor|strategist] [--years Y] [--budget MS] [--json]`: Stock Market Tycoon's bot
 * levels play seat-rotated 4-player games through the game module (no host, no database); the command prints
 * the tested bot's win rate with a 95 % Wilson interval, its places, and decision times per phase.
 * Exit status: 0 ok, 1 the module refused a bot input, 2 bad arguments.
 */
import { cpus } from 'node:os';
import { gameRegistry } from '../../src-shared/games/registry.ts';
import { HARD_BUDGET_MS } from '../../src-shared/games/tycoon/bots/hard.ts';
import { TYCOON_BOT_LEVELS, TYCOON_MODES } from '../../src-shared/games/tycoon/options.ts';
import { MATCHUPS, runMatchup, type Matchup, type MatchupResult, type TimeSummary } from '../../src-shared/games/tycoon/testing/tournament.ts';
import type { Mode } from '../../src-shared/games/tycoon/types.ts';
import type { BotLevel } from '../../src-shared/platform/module.ts';
import { parseSeed } from '../../src-shared/rng.ts';
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
  const isLevel = (x: string): x is BotLevel => (TYCOON_BOT_LEVELS as readonly string[]).includes(x);
  const pair = /^([a-z]+):([a-z]+)$/.exec(values.matchup);
  let matchups: Matchup[];
  if (values.matchup === 'all') matchups = [...MATCHUPS];
  else if (values.matchup === 'medium' || values.matchup === 'hard') matchups = MATCHUPS.filter((m) => m.tested === values.matchup);
  else if (pair && isLevel(pair[1]) && isLevel(pair[2])) matchups = [{ name: `${pair[1]}-vs-3-${pair[2]}`, tested: pair[1], field: pair[2] }];
  else fail(`--matchup must be all, medium, hard or TESTED:FIELD with levels ${TYCOON_BOT_LEVELS.join(', ')}, got "${values.matchup}"`);
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

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const ms = (x: number) => (x < 10 ? x.toFixed(2) : x.toFixed(1));

function timesTable(r: MatchupResult): string[] {
  const lines: string[] = [];
  for (const [level, byPhase] of Object.entries(r.times)) {
    lines.push(`  ${level}: decisions ${byPhase.ALL.count}`);
    lines.push(`    ${'phase'.padEnd(10)} ${'count'.padStart(7)} ${'median'.padStart(8)} ${'p95'.padStart(8)} ${'max'.padStart(8)}  (ms)`);
    const rows = Object.entries(byPhase).sort(([a], [b]) => (a === 'ALL' ? 1 : b === 'ALL' ? -1 : a.localeCompare(b)));
    for (const [phase, t] of rows as [string, TimeSummary][]) {
      lines.push(`    ${phase.padEnd(10)} ${String(t.count).padStart(7)} ${ms(t.median).padStart(8)} ${ms(t.p95).padStart(8)} ${ms(t.max).padStart(8)}`);
    }
  }
  return lines;
}

export function tournamentTycoon(argv: string[]): void {
  const args = parse(argv);
  const machine = `${cpus()[0]?.model ?? 'unknown CPU'} × ${cpus().length}, Node ${process.version}, ${process.platform}/${process.arch}`;
  const results: (MatchupResult & { seconds: number })[] = [];
  for (const m of args.matchups) {
    const started = performance.now();
    const r = runMatchup(m, {
      mode: args.mode, games: args.games, firstSeed: args.seed, years: args.years, budgetMs: args.budgetMs, now: () => performance.now(),
      onGame: (_g, i) => {
        if (!args.json && process.stderr.isTTY) process.stderr.write(`\r${m.name}: ${i + 1}/${args.games}`);
      },
    });
    if (!args.json && process.stderr.isTTY) process.stderr.write('\n');
    results.push({ ...r, seconds: Math.round((performance.now() - started) / 100) / 10 });
  }
  const config = `4 seats, standard, ${args.mode}, ${args.years} years, other options default`;
  if (args.json) {
    console.log(JSON.stringify({ command: `npm run tournament -- ${process.argv.slice(2).join(' ')}`, machine, config, budgetMs: args.budgetMs, winRule: 'first place = 1 win; k seats sharing first place = 1/k win each', results }, null, 2));
  } else {
    const lines = [`machine  ${machine}`, `config   ${config}; hard budget ${args.budgetMs} ms per decision`, 'win      first place; k seats sharing first place score 1/k each'];
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
        ...timesTable(r),
      );
    }
    console.log(lines.join('\n'));
  }
  if (results.some((r) => r.refused > 0)) process.exitCode = 1;
}
