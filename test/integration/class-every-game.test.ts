/**
 * The classroom works for every game of this build (issue 13 "for every game on the platform", issue 14 "the
 * classroom features work for this game as they do for the others"): a class with one table of each game, students
 * absent and played by bots, run to the end through the host on a simulated clock; then the roster, the CSV rows per
 * student per period, the class report, and each table's history browser.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { CLASS_CSV_COLUMNS } from '../../src-shared/platform/debrief-csv.ts';
import type { HostEventOf } from '../../src-shared/protocol/index.ts';
import { LocalClient } from '../helpers/host.ts';
import { advanceBy } from '../helpers/session.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';
import { bootTest } from '../platform/games.ts';

let temp = makeTempDir();
afterEach(() => {
  temp.cleanup();
  temp = makeTempDir();
});

const TABLES = [
  { game: 'sectors', options: { maxTurns: 8, timerMode: 'TIMERLESS', reviewSeconds: 0 }, period: 'turn' },
  { game: 'tycoon', options: { years: 1, timerMode: 'TIMERLESS', reviewSeconds: 0 }, period: 'year' },
  { game: 'sr1876', options: { rounds: 1, timerMode: 'TIMERLESS', reviewSeconds: 0 }, period: 'round' },
];
const NAMES = ['Ana', 'Ben', 'Cai', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal', 'Ivy'];

describe('a class with a table of every game', () => {
  it('runs every table to the end with bots for the students, then exports, reports and browses each table', () => {
    const { booted, clock } = bootTest(join(temp.dir, 'data'));
    booted.host.start();
    const teacher = new LocalClient(booted);
    const created = teacher.request({
      type: 'create_class', name: 'Mixed', students: NAMES,
      tables: TABLES.map((t) => ({ game: t.game, options: t.options, seed: 11, seats: 4, botLevel: 'easy', graceSeconds: 0 })),
    }) as HostEventOf<'class_created'>;
    expect(created.type).toBe('class_created');
    const state = () => teacher.events.filter((e): e is HostEventOf<'class_state'> => e.type === 'class_state').at(-1)!;
    const students = state().students;
    expect(students).toHaveLength(9);
    // Every student's seat goes to a bot (absent students), so the tables play themselves out.
    for (const s of students) expect(teacher.request({ type: 'class_control', classId: created.classId, command: 'replace_by_bot', student: s.key, botLevel: 'easy' })).toMatchObject({ type: 'ack' });
    expect(teacher.request({ type: 'class_control', classId: created.classId, command: 'start' })).toMatchObject({ type: 'ack' });
    const games = state().tables.map((t) => t.gameId);
    for (let waited = 0; games.some((g) => booted.host.record(g)!.status !== 'FINISHED'); waited += 1000) {
      expect(waited).toBeLessThan(6 * 3_600_000);
      advanceBy(clock, 1000);
    }
    expect(state().tables.map((t) => t.status)).toEqual(['FINISHED', 'FINISHED', 'FINISHED']);

    const files = teacher.request({ type: 'export_class', classId: created.classId }) as HostEventOf<'class_files'>;
    expect(files.files).toHaveLength(4);
    const [header, ...rows] = files.files[0].csv.trim().split('\r\n');
    expect(header).toBe(CLASS_CSV_COLUMNS.map((c) => c.name).join(','));
    const column = (name: string) => CLASS_CSV_COLUMNS.findIndex((c) => c.name === name);
    for (const [i, t] of TABLES.entries()) {
      const table = files.files[i + 1];
      const lines = table.csv.trim().split('\r\n').slice(1);
      // Four seats, at least one completed period each; the period column names the game's period.
      expect(lines.length).toBeGreaterThanOrEqual(4);
      expect(lines.every((l) => l.split(',')[column('period_name')] === t.period)).toBe(true);
    }
    // The students keep their names (CL-07) in the class file.
    for (const name of NAMES) expect(rows.some((r) => r.split(',')[column('student')] === name)).toBe(true);

    const report = (teacher.request({ type: 'class_report', classId: created.classId }) as HostEventOf<'class_report_data'>).report as unknown as {
      tables: { game: string; periodName: string; completedPeriods: number; seats: { kind: string; rows: unknown[] }[] }[];
      leaderboard: { name: string }[];
    };
    expect(report.tables.map((t) => [t.game, t.periodName])).toEqual(TABLES.map((t) => [t.game, t.period]));
    for (const t of report.tables) expect(t.completedPeriods).toBeGreaterThan(0);
    expect(report.leaderboard.map((l) => l.name).sort()).toEqual([...NAMES].sort());

    // The history browser works on each finished table.
    for (const gameId of games) {
      const first = teacher.request({ type: 'history', gameId, step: 0 }) as HostEventOf<'history_step'>;
      expect(first).toMatchObject({ type: 'history_step', step: 0, finished: true });
      const last = teacher.request({ type: 'history', gameId }) as HostEventOf<'history_step'>;
      expect(last).toMatchObject({ final: true, step: first.steps - 1 });
    }
    booted.close();
  });
});
