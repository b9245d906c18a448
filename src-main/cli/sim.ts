/**
 * `npm run sim -- --games N --players K --seed S [--json]`: plays complete games with random-legal bots on
 * the rules engine alone (no host, no database) and prints what happened: turns, end reasons, the winners'
 * net worth, refusals and resolution rejections by reason, invariant violations (checked after every
 * phase; must be 0) and games per second. Exit status: 0 ok, 1 violations or errors, 2 bad arguments.
 */
import { makeConfig } from '../../src-shared/games/sectors/config.ts';
import { simulateGame, summarize, type Distribution, type SimRecord } from '../../src-shared/games/sectors/sim.ts';
import { parseSimArgs, UsageError, type SimArgs } from './sim-args.ts';

function fmt(d: Distribution | null): string {
  return d ? `min ${d.min}  median ${d.median}  mean ${d.mean}  max ${d.max}` : '–';
}

function counts(m: Record<string, number>): string {
  const rows = Object.entries(m);
  return rows.length === 0 ? '  none' : rows.map(([k, v]) => `  ${k.padEnd(32)} ${v}`).join('\n');
}

function main(): void {
  let args: SimArgs;
  try {
    args = parseSimArgs(process.argv.slice(2));
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    if (err.exitCode === 0) console.log(err.message);
    else console.error(err.message);
    process.exit(err.exitCode);
  }

  const config = makeConfig(args.players, { maxTurns: args.maxTurns, reviewSeconds: args.review });
  const results: SimRecord[] = [];
  const started = performance.now();
  for (let i = 0; i < args.games; i++) {
    // Keep only what the summary needs: the final states of many games add up.
    const { finalState: _, ...record } = simulateGame({ config, seed: (args.seed + i) >>> 0, autoTimeout: true, recordInputs: false });
    results.push(record);
  }
  const seconds = (performance.now() - started) / 1000;
  const summary = summarize(results);
  const gamesPerSecond = Math.round((args.games / seconds) * 10) / 10;

  if (args.json) {
    console.log(JSON.stringify({ ...summary, firstSeed: args.seed, maxTurns: args.maxTurns, reviewSeconds: args.review, seconds: Math.round(seconds * 1000) / 1000, gamesPerSecond }, null, 2));
  } else {
    const lines = [
      `games            ${summary.games} × ${summary.players} players (seeds ${args.seed}..${(args.seed + args.games - 1) >>> 0}, maxTurns ${args.maxTurns}, reviewSeconds ${args.review})`,
      `turns            ${fmt(summary.turns)}`,
      `end reasons      ${Object.entries(summary.endReasons).map(([k, v]) => `${k} ${v}`).join(', ')}`,
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

main();
