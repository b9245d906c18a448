/**
 * Printing of `npm run sim` and `npm run tournament` (sim.ts, tournament.ts), the same for every game:
 * distributions, counts by key, percentages, decision-time tables, the machine line and the matchup loop.
 */
import { cpus } from 'node:os';

export type Distribution = { min: number; median: number; mean: number; max: number };

export function fmtDistribution(d: Distribution | null): string {
  return d ? `min ${d.min}  median ${d.median}  mean ${d.mean}  max ${d.max}` : '–';
}

/** One indented line per key ("  none" when empty), in the map's own order. */
export function countRows(m: Record<string, number>): string {
  const rows = Object.entries(m);
  return rows.length === 0 ? '  none' : rows.map(([k, v]) => `  ${k.padEnd(32)} ${v}`).join('\n');
}

export const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

/** Milliseconds: two decimals below 10, one above. */
export const ms = (x: number): string => (x < 10 ? x.toFixed(2) : x.toFixed(1));

/** The CPU, Node and platform a timing was measured on. */
export function machineLine(): string {
  return `${cpus()[0]?.model ?? 'unknown CPU'} × ${cpus().length}, Node ${process.version}, ${process.platform}/${process.arch}`;
}

export type TimeSummary = { count: number; median: number; p95: number; max: number };

/**
 * Decision times per level and per phase (or step), ALL last. `label` heads the first column, `width` is
 * that column's width and `countWidth` the count's (each game's tables keep their own layout).
 */
export function timesTable(times: Record<string, Record<string, TimeSummary>>, label: string, width: number, countWidth: number): string[] {
  const lines: string[] = [];
  for (const [level, byPhase] of Object.entries(times)) {
    lines.push(`  ${level}: decisions ${byPhase.ALL.count}`);
    lines.push(`    ${label.padEnd(width)} ${'count'.padStart(countWidth)} ${'median'.padStart(8)} ${'p95'.padStart(8)} ${'max'.padStart(8)}  (ms)`);
    const rows = Object.entries(byPhase).sort(([a], [b]) => (a === 'ALL' ? 1 : b === 'ALL' ? -1 : a.localeCompare(b)));
    for (const [phase, t] of rows) {
      lines.push(`    ${phase.padEnd(width)} ${String(t.count).padStart(countWidth)} ${ms(t.median).padStart(8)} ${ms(t.p95).padStart(8)} ${ms(t.max).padStart(8)}`);
    }
  }
  return lines;
}

/**
 * Plays each matchup with `run`, showing progress on a terminal (not with --json), and adds its wall time in
 * seconds (one decimal) to its result.
 */
export function playMatchups<M extends { name: string }, R>(
  matchups: readonly M[],
  o: { games: number; json: boolean },
  run: (m: M, onGame: (game: unknown, index: number) => void) => R,
): (R & { seconds: number })[] {
  const results: (R & { seconds: number })[] = [];
  for (const m of matchups) {
    const started = performance.now();
    const r = run(m, (_g, i) => {
      if (!o.json && process.stderr.isTTY) process.stderr.write(`\r${m.name}: ${i + 1}/${o.games}`);
    });
    if (!o.json && process.stderr.isTTY) process.stderr.write('\n');
    results.push({ ...r, seconds: Math.round((performance.now() - started) / 100) / 10 });
  }
  return results;
}

/**
 * The matchups a `--matchup` value names: all, medium or hard (the game's standard pairs), or TESTED:FIELD
 * of two levels (named by `name`); null when the value names none (the caller says why).
 */
export function matchupsFromArg<L extends string>(
  value: string,
  standard: readonly { name: string; tested: L; field: L }[],
  levels: readonly L[],
  name: (tested: L, field: L) => string,
): { name: string; tested: L; field: L }[] | null {
  const pair = /^([a-z]+):([a-z]+)$/.exec(value);
  const isLevel = (x: string): x is L => (levels as readonly string[]).includes(x);
  if (value === 'all') return [...standard];
  if (value === 'medium' || value === 'hard') return standard.filter((m) => m.tested === value);
  if (pair && isLevel(pair[1]) && isLevel(pair[2])) return [{ name: name(pair[1], pair[2]), tested: pair[1], field: pair[2] }];
  return null;
}

/** The tournaments' win rule, as JSON states it and as the text report's third line says it. */
export const WIN_RULE = 'first place = 1 win; k seats sharing first place = 1/k win each';
export const WIN_LINE = 'win      first place; k seats sharing first place score 1/k each';

/** The command as typed, for a JSON report. */
export function commandLine(tool: string): string {
  return `${tool} -- ${process.argv.slice(2).join(' ')}`;
}

/**
 * Plays `games` games with `play` (game i gets index i) and times them all: the records, the seconds taken
 * and games per second (one decimal).
 */
export function timedGames<R>(games: number, play: (i: number) => R): { results: R[]; seconds: number; gamesPerSecond: number } {
  const results: R[] = [];
  const started = performance.now();
  for (let i = 0; i < games; i++) results.push(play(i));
  const seconds = (performance.now() - started) / 1000;
  return { results, seconds, gamesPerSecond: Math.round((games / seconds) * 10) / 10 };
}

/** "YEARS 5, SOLVENCY 1": end reasons with their counts. */
export function endReasonsText(m: Record<string, number>): string {
  return Object.entries(m).map(([k, v]) => `${k} ${v}`).join(', ');
}
