/**
 * `npm run sim -- [--game KIND] --games N --players K --seed S [--json]`: plays complete games with
 * random-legal bots on the rules engine alone (no host, no database) and prints what happened: turns,
 * end reasons, the winners' net worth, refusals and resolution rejections by reason, invariant violations
 * (checked after every phase; must be 0) and games per second. Exit status: 0 ok, 1 violations or errors,
 * 2 bad arguments (an unknown game, or a game without a simulator yet, included). Sectors' simulator is
 * below; Stock Market Tycoon's (with its own options: --mode, --variant, --years) is in sim-tycoon.ts, the 1876
 * stock round's (--rounds, --level, rule flags) in sim-sr1876.ts.
 */
import { gameRegistry } from '../../src-shared/games/registry.ts';
import { makeConfig } from '../../src-shared/games/sectors/config.ts';
import { simulateGame, summarize, type SimRecord } from '../../src-shared/games/sectors/testing/sim.ts';
import { countRows as counts, endReasonsText, fmtDistribution as fmt, timedGames } from './game-tool-output.ts';
import { parseSimArgs } from './sim-args.ts';
import { simSr1876 } from './sim-sr1876.ts';
import { simTycoon } from './sim-tycoon.ts';
import { runGameCli } from './tool-args.ts';

function simSectors(argv: string[]): void {
  const args = parseSimArgs(argv);

  const config = makeConfig(args.players, { maxTurns: args.maxTurns, reviewSeconds: args.review });
  const { results, seconds, gamesPerSecond } = timedGames(args.games, (i): SimRecord => {
    // Keep only what the summary needs: the final states of many games add up.
    const { finalState: _, ...record } = simulateGame({ config, seed: (args.seed + i) >>> 0, autoTimeout: true, recordInputs: false });
    return record;
  });
  const summary = summarize(results);

  if (args.json) {
    console.log(JSON.stringify({ ...summary, firstSeed: args.seed, maxTurns: args.maxTurns, reviewSeconds: args.review, seconds: Math.round(seconds * 1000) / 1000, gamesPerSecond }, null, 2));
  } else {
    const lines = [
      `games            ${summary.games} × ${summary.players} players (seeds ${args.seed}..${(args.seed + args.games - 1) >>> 0}, maxTurns ${args.maxTurns}, reviewSeconds ${args.review})`,
      `turns            ${fmt(summary.turns)}`,
      `end reasons      ${endReasonsText(summary.endReasons)}`,
      `winner net worth ${fmt(summary.winnerNetWorth)}`,
      `inputs           ${summary.inputs.total} (per game: ${fmt(summary.inputs.perGame)})`,
      `refused inputs by reason:`,
      counts(summary.refusedInputs),
      `rejected at resolution by reason (orders, skipped company actions):`,
      counts(summary.resolutionRejections),
      `invariant violations ${summary.invariantViolations}`,
      `errors           ${summary.errors}`,
      ...summary.problems.map((p) => `  seed ${p.seed} input #${p.inputIndex} turn ${p.turn} ${p.phase}: ${p.id} ${p.message.slice(0, 300)}`),
      `time             ${seconds.toFixed(2)} s, ${gamesPerSecond} games/s`,
    ];
    console.log(lines.join('\n'));
  }
  if (summary.invariantViolations > 0 || summary.errors > 0) process.exitCode = 1;
}

await runGameCli('npm run sim', process.argv.slice(2), { sectors: simSectors, tycoon: simTycoon, sr1876: simSr1876 }, gameRegistry);
