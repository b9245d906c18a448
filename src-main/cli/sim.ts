/**
 * `npm run sim -- [--game KIND] [--games N] [--players K] [--seed S] [--level L] [--timeouts R] [--option K=V]… [--json]`:
 * plays complete games of any registered game on its module alone (no host, no database) — random-legal players
 * or the bots of one level in every seat — and prints what happened: end reasons, turns, the winners' score,
 * inputs by type, refusals by reason, the game's own statistics (its tools hook), invariant violations (checked
 * after every accepted input; must be 0) and games per second. Game i uses seed S + i.
 * Exit status: 0 ok, 1 violations or errors, 2 bad arguments (an unknown game or option included).
 */
import { gameRegistry } from '../../src-shared/games/registry.ts';
import type { AnyGameModule } from '../../src-shared/platform/module.ts';
import { simulateModuleGame, summarizeModuleSims, type ModuleSimRecord } from '../../src-shared/platform/testing/module-sim.ts';
import { parseEngineToolArgs, playerArg, shareArg } from './engine-tool-args.ts';
import { everyGame } from './game-tools.ts';
import { countRows as counts, endReasonsText, fmtDistribution as fmt, timedGames } from './game-tool-output.ts';
import { gameUsageLine, integerArg, runGameCli } from './tool-args.ts';

const COLUMN = 19;

export function simUsage(module: AnyGameModule): string {
  return `usage: npm run sim -- --game ${module.meta.kind} [--games N] [--players K] [--seed S] [--level L] [--timeouts R] [--review R] [--option K=V]... [--json]
${gameUsageLine(gameRegistry, COLUMN)}
  --games N        complete games to play (default 100; 1..100000)
  --players K      seats per game (default 4 or the nearest the game allows; ${module.meta.players.min}..${module.meta.players.max})
  --seed S         first game seed (default 1); game i uses S + i. A number 0..4294967295, or text (hashed)
  --level L        who plays every seat: legal (default: uniform among the legal actions) or a bot level (${module.bots.levels.join(', ')})
  --timeouts R     share of windows ended by their timeout instead of the seats' answers (default 0.1; 0..1)
  --review R       table option reviewSeconds 0..30 (default 5)
  --json           print the summary as JSON`;
}

/** Parses `sim`'s arguments for one game; a UsageError (with the usage text) on bad input or --help. */
export function parseSimArgs(module: AnyGameModule, argv: string[]) {
  const a = parseEngineToolArgs(module, argv, simUsage(module), {
    games: { type: 'string', default: '100' },
    level: { type: 'string', default: 'legal' },
    timeouts: { type: 'string', default: '0.1' },
  }, COLUMN);
  return {
    ...a,
    games: integerArg('games', String(a.values.games), 1, 100_000, a.usage),
    level: playerArg(module, String(a.values.level), a.usage),
    timeouts: shareArg('timeouts', String(a.values.timeouts), a.usage),
  };
}

export function sim(module: AnyGameModule, argv: string[]): void {
  const args = parseSimArgs(module, argv);
  const { results, seconds, gamesPerSecond } = timedGames(args.games, (i): ModuleSimRecord =>
    simulateModuleGame({ module, tools: args.tools, config: args.config, seed: (args.seed + i) >>> 0, player: args.level, timeoutRate: args.timeouts }),
  );
  const summary = summarizeModuleSims(module.meta.kind, args.players, results);
  const settings = { games: args.games, players: args.players, seed: args.seed, level: args.level, timeouts: args.timeouts, options: args.options };
  if (args.json) {
    console.log(JSON.stringify({ ...summary, settings, seconds: Math.round(seconds * 1000) / 1000, gamesPerSecond }, null, 2));
  } else {
    const last = (args.seed + args.games - 1) >>> 0;
    const options = Object.entries(args.options).map(([k, v]) => `${k}=${v}`).join(', ');
    console.log(
      [
        `games            ${summary.games} × ${summary.players} players of ${module.meta.title}, ${args.level} players (seeds ${args.seed}..${last}, timeouts ${args.timeouts}${options ? `, ${options}` : ''})`,
        `turns            ${fmt(summary.turns)}`,
        `end reasons      ${endReasonsText(summary.endReasons)}`,
        `winner score     ${fmt(summary.winnerScore)}`,
        `inputs           ${summary.inputs.total} (per game: ${fmt(summary.inputs.perGame)})`,
        'accepted inputs by type:',
        counts(summary.inputTypes),
        'refused inputs by reason:',
        counts(summary.refused),
        ...(Object.keys(summary.stats).length > 0 ? [`the game's own counts (${module.meta.title}):`, counts(summary.stats)] : []),
        `invariant violations ${summary.invariantViolations}`,
        `errors           ${summary.errors}`,
        ...summary.problems.map((p) => `  seed ${p.seed} input #${p.inputIndex} turn ${p.turn} ${p.phase}: ${p.id} ${p.message.slice(0, 300)}`),
        `time             ${seconds.toFixed(2)} s, ${gamesPerSecond} games/s`,
      ].join('\n'),
    );
  }
  if (summary.invariantViolations > 0 || summary.errors > 0) process.exitCode = 1;
}

if (import.meta.main) await runGameCli('npm run sim', process.argv.slice(2), everyGame(gameRegistry, sim), gameRegistry);
