/**
 * `npm run tournament -- [--game KIND] [--games N] [--seed S] [--matchup M | --a TESTED --b FIELD] [--players K]
 * [--budget MS] [--paired] [--option K=V]… [--json]`: two bot levels of any registered game play seat-rotated
 * games on its module alone (platform/testing/module-tournament.ts; no host, no database). Prints the tested
 * bot's win rate with a 95 % Wilson interval, its places, mean final scores, the paired rate when asked, and
 * decision times per phase (median / p95 / max) for each level.
 * Exit status: 0 ok, 1 the module refused a bot input or a game did not end, 2 bad arguments.
 */
import { gameRegistry } from '../../src-shared/games/registry.ts';
import type { AnyGameModule } from '../../src-shared/platform/module.ts';
import { matchupName, runModuleMatchup, standardMatchups, type ModuleMatchup } from '../../src-shared/platform/testing/module-tournament.ts';
import { parseEngineToolArgs } from './engine-tool-args.ts';
import { everyGame } from './game-tools.ts';
import { commandLine, machineLine, matchupsFromArg, pct, playMatchups, timesTable, WIN_LINE, WIN_RULE } from './game-tool-output.ts';
import { gameUsageLine, integerArg, runGameCli, UsageError } from './tool-args.ts';

const COLUMN = 21;

export function tournamentUsage(module: AnyGameModule): string {
  const levels = module.bots.levels.join(', ');
  const standard = standardMatchups(module.bots.levels, 4).map((m) => `${m.tested} (${m.tested} vs ${m.field})`).join(', ');
  return `usage: npm run tournament -- --game ${module.meta.kind} [--games N] [--seed S] [--matchup M | --a L --b L] [--players K] [--budget MS] [--paired] [--option K=V]... [--json]
${gameUsageLine(gameRegistry, COLUMN)}
  --games N          games per matchup (default 100; 1..100000)
  --seed S           first game seed (default 1); game i uses S + i
  --matchup M        all (default: ${standard || 'no standard pair'}), one tested level of those, or any two
                     levels as TESTED:FIELD (levels: ${levels})
  --a L, --b L       the same as --matchup L:L (the tested level, then the field's)
  --players K        seats per game (default 4 or the nearest the game allows; ${module.meta.players.min}..${module.meta.players.max}); --seats K is the same
  --budget MS        a thinking bot's time budget per decision (default: the bots' own)
  --paired           play each game again with the field's level in the tested seat (the seat's luck taken out)
  --review R         table option reviewSeconds 0..30 (default 5)
  --json             print the results as JSON`;
}

function chooseMatchups(module: AnyGameModule, values: Record<string, unknown>, seats: number, usage: string): ModuleMatchup[] {
  const levels: readonly string[] = module.bots.levels;
  const fail = (message: string): never => {
    throw new UsageError(`${message}\n${usage}`);
  };
  const isLevel = (x: unknown): x is string => typeof x === 'string' && levels.includes(x);
  if (values.a !== undefined || values.b !== undefined) {
    if (values.matchup !== undefined) fail('give either --matchup or --a/--b, not both');
    if (!isLevel(values.a) || !isLevel(values.b)) fail(`--a and --b must both be levels: ${levels.join(', ')}`);
    return [{ name: matchupName(values.a as string, values.b as string, seats), tested: values.a as string, field: values.b as string }];
  }
  const value = String(values.matchup ?? 'all');
  const named = matchupsFromArg(value, standardMatchups(levels, seats), levels, (a, b) => matchupName(a, b, seats));
  const chosen = named ?? (levels.includes(value) ? standardMatchups(levels, seats).filter((m) => m.tested === value) : null);
  if (!chosen || chosen.length === 0) fail(`--matchup must be all, a tested level of the standard pairs, or TESTED:FIELD with levels ${levels.join(', ')}, got "${value}"`);
  return chosen!;
}

export function parseTournamentArgs(module: AnyGameModule, argv: string[]) {
  // --seats is the 1876 stock round's old spelling of --players.
  const seatsAt = argv.findIndex((x) => x === '--seats' || x.startsWith('--seats='));
  const normalised = seatsAt < 0 ? argv : argv.map((x, i) => (i === seatsAt ? x.replace('--seats', '--players') : x));
  const a = parseEngineToolArgs(module, normalised, tournamentUsage(module), {
    games: { type: 'string', default: '100' },
    matchup: { type: 'string' },
    a: { type: 'string' },
    b: { type: 'string' },
    budget: { type: 'string' },
    paired: { type: 'boolean', default: false },
    'no-paired': { type: 'boolean', default: false },
  }, COLUMN);
  return {
    ...a,
    games: integerArg('games', String(a.values.games), 1, 100_000, a.usage),
    matchups: chooseMatchups(module, a.values, a.players, a.usage),
    budgetMs: a.values.budget === undefined ? undefined : integerArg('budget', String(a.values.budget), 1, 60_000, a.usage),
    paired: a.values.paired === true && a.values['no-paired'] !== true,
  };
}

export function tournament(module: AnyGameModule, argv: string[]): void {
  const args = parseTournamentArgs(module, argv);
  const machine = machineLine();
  const results = playMatchups(args.matchups, args, (m, onGame) =>
    runModuleMatchup(module, m, { config: args.config, games: args.games, firstSeed: args.seed, budgetMs: args.budgetMs, paired: args.paired, now: () => performance.now(), onGame: (i) => onGame(null, i) }),
  );
  const options = Object.entries(args.options).map(([k, v]) => `${k}=${v}`).join(', ') || 'options default';
  const config = `${module.meta.title}, ${args.players} seats, ${options}`;
  if (args.json) {
    console.log(JSON.stringify({ command: commandLine('npm run tournament'), machine, game: module.meta.kind, config, options: args.options, budgetMs: args.budgetMs ?? null, winRule: WIN_RULE, results }, null, 2));
  } else {
    const lines = [`machine  ${machine}`, `config   ${config}${args.budgetMs ? `; bot budget ${args.budgetMs} ms per decision` : ''}`, WIN_LINE];
    for (const r of results) {
      const w = r.winRate;
      lines.push(
        '',
        `${r.name}: ${r.games} games, seeds ${args.seed}..${(args.seed + r.games - 1) >>> 0}, tested seat rotated, ${r.seconds} s`,
        `  ${r.tested} win rate ${pct(w.p)} (95% CI ${pct(w.low)}–${pct(w.high)}), wins ${Math.round(r.wins * 100) / 100}, places 1..${r.seats}: ${r.places.join(' / ')}`,
        `  mean final score: ${r.tested} ${r.meanScore.tested}, each ${r.field} ${r.meanScore.field}`,
        ...(r.paired ? [`  paired: ${r.tested} ahead of ${r.field} in the same seat and seed in ${pct(r.paired.rate.p)} (95% CI ${pct(r.paired.rate.low)}–${pct(r.paired.rate.high)}), mean gain ${r.paired.meanGain}`] : []),
        `  refused bot inputs ${r.refused}${r.refused > 0 ? ` ${JSON.stringify(r.refusedReasons)}` : ''}, unfinished games ${r.unfinished}`,
        "  decision time per phase (one seat's whole answer to a window):",
        ...timesTable(r.times, 'phase', 26, 6),
      );
    }
    console.log(lines.join('\n'));
  }
  if (results.some((r) => r.refused > 0 || r.unfinished > 0)) process.exitCode = 1;
}

if (import.meta.main) await runGameCli('npm run tournament', process.argv.slice(2), everyGame(gameRegistry, tournament), gameRegistry);
