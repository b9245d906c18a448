/**
 * The classroom works for every game of this build (issue 13 "for every game on the platform", issue 14 "the
 * classroom features work for this game as they do for the others"): a class with one table of each game of
 * test/platform/games.ts (its short options), students absent and played by bots, run to the end through the host
 * on a simulated clock; then the roster, the CSV rows per student per period, the class report, and each table's
 * history browser. And the class-wide controls with a student acting at every table: pause, resume and extra time
 * for all tables at once, refused orders kept, and the roster's last action (`sealed` in a sealed window).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { CLASS_CSV_COLUMNS } from '../../src-shared/platform/debrief-csv.ts';
import type { HostEventOf } from '../../src-shared/protocol/index.ts';
import { LocalClient } from '../helpers/host.ts';
import { advanceBy } from '../helpers/session.ts';
import { makeTempDir } from '../helpers/temp-dir.ts';
import { bootTest, GAME_CASES } from '../platform/games.ts';
import { seatCount, someMove, windowId } from '../helpers/every-game.ts';
import { sessionWindow } from '../../src-shared/session/runner.ts';

let temp = makeTempDir();
afterEach(() => {
  temp.cleanup();
  temp = makeTempDir();
});

/** A table of each game, with its period's name when it has a class debrief (a game without one exports no rows). */
const TABLES = GAME_CASES.map((g) => ({ game: g.kind, options: { ...g.options, timerMode: 'TIMERLESS', reviewSeconds: 0 }, seats: 4, period: g.module.debrief?.periodName ?? null }));
const NAMES = Array.from({ length: 4 * TABLES.length - 3 }, (_, i) => `Student ${i + 1}`);

describe('a class with a table of every game', () => {
  it('runs every table to the end with bots for the students, then exports, reports and browses each table', () => {
    const { booted, clock } = bootTest(join(temp.dir, 'data'));
    booted.host.start();
    const teacher = new LocalClient(booted);
    const created = teacher.request({
      type: 'create_class', name: 'Mixed', students: NAMES,
      tables: TABLES.map((t) => ({ game: t.game, options: t.options, seed: 11, seats: t.seats, botLevel: 'easy', graceSeconds: 0 })),
    }) as HostEventOf<'class_created'>;
    expect(created.type).toBe('class_created');
    const state = () => teacher.events.filter((e): e is HostEventOf<'class_state'> => e.type === 'class_state').at(-1)!;
    const students = state().students;
    expect(students).toHaveLength(NAMES.length);
    // Every student's seat goes to a bot (absent students), so the tables play themselves out.
    for (const s of students) expect(teacher.request({ type: 'class_control', classId: created.classId, command: 'replace_by_bot', student: s.key, botLevel: 'easy' })).toMatchObject({ type: 'ack' });
    expect(teacher.request({ type: 'class_control', classId: created.classId, command: 'start' })).toMatchObject({ type: 'ack' });
    const games = state().tables.map((t) => t.gameId);
    for (let waited = 0; games.some((g) => booted.host.record(g)!.status !== 'FINISHED'); waited += 1000) {
      expect(waited).toBeLessThan(6 * 3_600_000);
      advanceBy(clock, 1000);
    }
    expect(state().tables.map((t) => t.status)).toEqual(TABLES.map(() => 'FINISHED'));

    const files = teacher.request({ type: 'export_class', classId: created.classId }) as HostEventOf<'class_files'>;
    expect(files.files).toHaveLength(TABLES.length + 1);
    const [header, ...rows] = files.files[0].csv.trim().split('\r\n');
    expect(header).toBe(CLASS_CSV_COLUMNS.map((c) => c.name).join(','));
    const column = (name: string) => CLASS_CSV_COLUMNS.findIndex((c) => c.name === name);
    for (const [i, t] of TABLES.entries()) {
      const table = files.files[i + 1];
      const lines = table.csv.trim().split('\r\n').slice(1);
      if (t.period === null) {
        expect(lines, `${t.game} has no class debrief: no rows`).toEqual([]);
        continue;
      }
      // Four seats, at least one completed period each; the period column names the game's period.
      expect(lines.length).toBeGreaterThanOrEqual(4);
      expect(lines.every((l) => l.split(',')[column('period_name')] === t.period)).toBe(true);
    }
    // The students keep their names (CL-07) in the class file (those at tables of games with a debrief).
    const debriefed = new Set(state().tables.filter((_, i) => TABLES[i].period !== null).map((t) => t.gameId));
    for (const s of students.filter((x) => debriefed.has(x.gameId))) expect(rows.some((r) => r.split(',')[column('student')] === s.name)).toBe(true);

    const report = (teacher.request({ type: 'class_report', classId: created.classId }) as HostEventOf<'class_report_data'>).report as unknown as {
      tables: { game: string; periodName: string; completedPeriods: number; seats: { kind: string; rows: unknown[] }[] }[];
      leaderboard: { name: string }[];
    };
    expect(report.tables.map((t) => t.game)).toEqual(TABLES.map((t) => t.game));
    for (const [i, t] of report.tables.entries()) {
      if (TABLES[i].period === null) continue;
      expect(t.periodName).toBe(TABLES[i].period);
      expect(t.completedPeriods).toBeGreaterThan(0);
    }
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

  it('pauses, resumes and gives extra time to every table at once, keeps refused orders, and shows each student\'s last action', () => {
    const { booted, clock } = bootTest(join(temp.dir, 'data'));
    booted.host.start();
    const teacher = new LocalClient(booted);
    const seats = GAME_CASES.map((g) => seatCount(g, 3));
    const names = Array.from({ length: seats.reduce((a, b) => a + b, 0) }, (_, i) => `Student ${i + 1}`);
    const created = teacher.request({
      type: 'create_class', name: 'Mixed', students: names,
      tables: GAME_CASES.map((g, i) => ({ game: g.kind, options: { ...g.options, reviewSeconds: 5 }, seed: 12, seats: seats[i] })),
    }) as HostEventOf<'class_created'>;
    const id = created.classId;
    const state = () => teacher.events.filter((e): e is HostEventOf<'class_state'> => e.type === 'class_state').at(-1)!;
    // Every student on a laptop of their own, so every seat is a person's.
    const laptops = new Map(state().students.map((s) => {
      const laptop = new LocalClient(booted, false);
      expect(laptop.request({ type: 'join_student', key: s.key })).toMatchObject({ type: 'joined', gameId: s.gameId, player: s.player });
      return [s.key, laptop];
    }));
    expect(teacher.request({ type: 'class_control', classId: id, command: 'start' })).toMatchObject({ type: 'ack' });
    const games = state().tables.map((t) => t.gameId);
    const ctx = (gameId: string) => booted.host.session(gameId)!.context;
    expect(games.map((g) => booted.host.record(g)!.status)).toEqual(games.map(() => 'RUNNING'));
    expect(teacher.request({ type: 'class_control', classId: id, command: 'pause' })).toMatchObject({ type: 'ack' });
    expect(games.map((g) => ctx(g).timer.paused)).toEqual(games.map(() => true));
    clock.increment(600_000);
    expect(teacher.request({ type: 'class_control', classId: id, command: 'resume' })).toMatchObject({ type: 'ack' });
    const deadlines = games.map((g) => ctx(g).timer.deadline!);
    expect(teacher.request({ type: 'class_control', classId: id, command: 'add_time', ms: 30_000 })).toMatchObject({ type: 'ack' });
    expect(games.map((g) => ctx(g).timer.deadline!)).toEqual(deadlines.map((d) => d + 30_000));

    for (const [i, game] of GAME_CASES.entries()) {
      const gameId = games[i];
      const here = state().students.filter((s) => s.gameId === gameId);
      const move = someMove(game, ctx(gameId), here.map((s) => s.player))!;
      const who = here.find((s) => s.player === move.player)!;
      const laptop = laptops.get(who.key)!;
      // A refused order is kept for the debrief; an accepted action shows on the roster (only that it was made, in a
      // sealed window where each seat answers on its own).
      expect(laptop.act(gameId, who.player, { type: 'NO_SUCH_ORDER' })).toMatchObject({ type: 'error', reason: 'MALFORMED_INPUT' });
      const window = sessionWindow(game.module, ctx(gameId))!;
      expect(laptop.act(gameId, who.player, move.action, windowId(game, ctx(gameId))!)).toMatchObject({ type: 'ack' });
      const sealed = window.secret && window.kind !== 'sequential';
      expect([game.kind, state().students.find((s) => s.key === who.key)!.lastAction]).toEqual([game.kind, { type: sealed ? 'sealed' : move.action.type, at: clock.now() }]);
    }
    const refused = booted.db.prepare('SELECT game_id AS gameId, reason FROM rejected_orders ORDER BY id').all();
    expect(refused).toEqual(games.map((gameId) => ({ gameId, reason: 'MALFORMED_INPUT' })));
    booted.close();
  });
});
