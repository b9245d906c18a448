/**
 * `npm run tournament -- --game sr1876 [--games N] [--seed S] [--matchup all|medium|hard|TESTED:FIELD]
 * [--a TESTED --b FIELD] [--seats N] [--no-paired] [--json]`: the 1876 stock round's bot levels play seat-rotated
 * games of Trinidad Six on the rules engine alone (no host, no database). The command prints the tested bot's
 * win rate (first place; k seats sharing it score 1/k each, as Tycoon's and Sectors' tournaments count) with a
 * 95 % Wilson interval, its places, the paired ("duplicate") win rate that takes the seat's luck out, and decision
 * times per step. Exit status: 0 ok, 1 the engine refused a bot action, 2 bad arguments.
 */
import { gameRegistry } from '../../src-shared/games/registry.ts';
import { SR1876_BOT_LEVELS, type Sr1876BotLevel } from '../../src-shared/games/sr1876/bots/index.ts';
import { MATCHUPS, matchupName, runMatchup, type Matchup } from '../../src-shared/games/sr1876/testing/tournament.ts';
import { parseSeed } from '../../src-shared/rng.ts';
import { commandLine, machineLine, matchupsFromArg, pct, playMatchups, timesTable, WIN_LINE, WIN_RULE } from './game-tool-output.ts';
import { gameUsageLine, integerArg, parseToolOptions, UsageError } from './tool-args.ts';

const USAGE = `usage: npm run tournament -- --game sr1876 [--games N] [--seed S] [--matchup all|medium|hard|TESTED:FIELD] [--a TESTED --b FIELD] [--seats N] [--no-paired] [--json]
${gameUsageLine(gameRegistry, 19)}
  --games N        games per matchup (default 100; 1..100000)
  --seed S         first game seed (default 1); game i uses S + i
  --matchup M      all (default), medium (Medium vs Easy), hard (Hard vs Medium), or any two levels as
                   TESTED:FIELD (levels: ${SR1876_BOT_LEVELS.join(', ')})
  --a L, --b L     the same as --matchup L:L (the tested level, then the field's)
  --seats N        players 3..6 (default 4): one tested bot, the others the field
  --no-paired      skip the paired games (each game again with the field's level in the tested seat)
  --json           print the results as JSON`;

function fail(message: string): never {
  throw new UsageError(`${message}\n${USAGE}`);
}

const isLevel = (x: string | undefined): x is Sr1876BotLevel => x !== undefined && (SR1876_BOT_LEVELS as readonly string[]).includes(x);

function parse(argv: string[]) {
  const { values } = parseToolOptions(argv, USAGE, {
    games: { type: 'string', default: '100' },
    seed: { type: 'string', default: '1' },
    matchup: { type: 'string' },
    a: { type: 'string' },
    b: { type: 'string' },
    seats: { type: 'string', default: '4' },
    'no-paired': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  });
  const seed = parseSeed(values.seed);
  if (!seed.ok || values.seed === '') fail(seed.ok ? '--seed must not be empty' : seed.message);
  const seats = integerArg('seats', values.seats, 3, 6, USAGE);
  let matchups: Matchup[];
  if (values.a !== undefined || values.b !== undefined) {
    if (values.matchup !== undefined) fail('give either --matchup or --a/--b, not both');
    if (!isLevel(values.a) || !isLevel(values.b)) fail(`--a and --b must both be levels: ${SR1876_BOT_LEVELS.join(', ')}`);
    matchups = [{ name: matchupName(values.a, values.b, seats), tested: values.a, field: values.b }];
  } else {
    const m = values.matchup ?? 'all';
    const named = matchupsFromArg(m, MATCHUPS, SR1876_BOT_LEVELS, (a, b) => matchupName(a, b, seats));
    if (!named) fail(`--matchup must be all, medium, hard or TESTED:FIELD with levels ${SR1876_BOT_LEVELS.join(', ')}, got "${m}"`);
    matchups = named.map((x) => ({ ...x, name: matchupName(x.tested, x.field, seats) }));
  }
  return { games: integerArg('games', values.games, 1, 100_000, USAGE), seed: seed.seed, matchups, seats, paired: !values['no-paired'], json: values.json };
}

export function tournamentSr1876(argv: string[]): void {
  const args = parse(argv);
  const machine = machineLine();
  const results = playMatchups(args.matchups, args, (m, onGame) =>
    runMatchup(m, { games: args.games, firstSeed: args.seed, seats: args.seats, paired: args.paired, now: () => performance.now(), onGame }),
  );
  const config = `Trinidad Six, ${args.seats} seats, 4 rounds, options default`;
  if (args.json) {
    console.log(JSON.stringify({ command: commandLine('npm run tournament'), machine, config, winRule: WIN_RULE, results }, null, 2));
  } else {
    const lines = [`machine  ${machine}`, `config   ${config}`, WIN_LINE];
    for (const r of results) {
      const w = r.winRate;
      lines.push(
        '',
        `${r.name}: ${r.games} games, seeds ${args.seed}..${(args.seed + r.games - 1) >>> 0}, tested seat rotated, ${r.seconds} s`,
        `  ${r.tested} win rate ${pct(w.p)} (95% CI ${pct(w.low)}–${pct(w.high)}), wins ${Math.round(r.wins * 100) / 100}, places 1..${r.seats}: ${r.places.join(' / ')}`,
        `  wins by the tested bot's seat 0..${r.seats - 1}: ${r.winsBySeat.map((w) => Math.round(w * 100) / 100).join(' / ')}`,
        `  mean final net worth: ${r.tested} ${r.meanNetWorth.tested}, each ${r.field} ${r.meanNetWorth.field}`,
        ...(r.paired ? [`  paired: ${r.tested} richer than ${r.field} in the same seat and seed in ${pct(r.paired.rate.p)} (95% CI ${pct(r.paired.rate.low)}–${pct(r.paired.rate.high)}), mean gain ${r.paired.meanGain}`] : []),
        `  refused bot actions ${r.refused}${r.refused > 0 ? ` ${JSON.stringify(r.refusedActions)}` : ''}, decision points timed out on a bot ${r.timeouts}, distinct games ${r.distinctGames}`,
        '  decision time per step (one seat\'s whole answer to a decision point):',
        ...timesTable(r.times, 'step', 10, 7),
      );
    }
    console.log(lines.join('\n'));
  }
  if (results.some((r) => r.refused > 0)) process.exitCode = 1;
}
